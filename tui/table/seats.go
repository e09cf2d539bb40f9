package table

import (
	"crypto/rand"
	"fmt"
	"time"

	"cabezacat/internal/plural"
)

// refusal says why a player found no seat: both are taken, and the token
// or key they came with is either a seat's whose owner is still
// connected, or (a token) none of this table's.
func (s *state) refusal(id Identity, token string) error {
	for i, st := range s.seats {
		if st.taken && st.present > 0 && (sameIdentity(id, st.ident) || (token != "" && token == st.token)) {
			return refused{fmt.Sprintf("%s is still connected at that seat: close that session first", s.who(i)), []error{ErrSeatInUse}}
		}
	}
	if token != "" {
		return refused{fmt.Sprintf("seat token %q is not this table's, and both seats are taken", clipToken(token)), []error{ErrBadToken, ErrFull}}
	}
	return ErrFull
}

// refused is a refusal in its own words (one short line: the join form
// shows it on its status line) that is still each of errs.
type refused struct {
	msg  string
	errs []error
}

func (r refused) Error() string   { return r.msg }
func (r refused) Unwrap() []error { return r.errs }

// clipToken keeps a typed token short in a message.
func clipToken(t string) string {
	if r := []rune(t); len(r) > 16 {
		return string(r[:16]) + "…"
	}
	return t
}

func (s *state) join(id Identity, watch bool, token string, want int) (*Sub, error) {
	if s.ended != "" && !watch {
		return nil, ErrOver
	}
	seatNo := Spectator
	if !watch {
		for i := range s.seats {
			st := &s.seats[i]
			mine := st.taken && st.present == 0 && (sameIdentity(id, st.ident) || (token != "" && token == st.token))
			if mine {
				seatNo = i
				break
			}
		}
		if seatNo == Spectator {
			for i := range s.seats {
				if !s.seats[i].taken && (want < 0 || want == i) {
					seatNo = i
					break
				}
			}
		}
		if seatNo == Spectator {
			return nil, s.refusal(id, token)
		}
		if s.setup.Rated && id.Player == 0 {
			return nil, ErrGuestRated
		}
	}
	s.nextSub++
	sub := &subscriber{seat: seatNo, ident: id, ch: make(chan Snapshot, 1)}
	s.subs[s.nextSub] = sub
	out := &Sub{Seat: seatNo, Updates: sub.ch, id: s.nextSub, t: s.t, ident: id}
	if seatNo == Spectator {
		s.event = fmt.Sprintf("%s is watching", nameOr(id.Name, "someone"))
		return out, nil
	}
	st := &s.seats[seatNo]
	if st.held {
		st.held = false
		s.event = fmt.Sprintf("%s sat down as %s", nameOr(id.Name, "someone"), s.kindName(seatNo))
	} else if !st.taken {
		st.taken, st.ident, st.token = true, id, newToken()
		s.event = fmt.Sprintf("%s sat down as %s", nameOr(id.Name, "someone"), s.kindName(seatNo))
	} else {
		s.event = fmt.Sprintf("%s is back", s.who(seatNo))
	}
	st.present++
	out.Token = st.token
	if !s.started && s.seats[0].taken && s.seats[1].taken && (!s.reserved || s.seats[0].present > 0 && s.seats[1].present > 0) {
		s.started = true
		s.tick(s.lobby.cfg.Clock.Now(), false)
	}
	return out, nil
}

func nameOr(name, other string) string {
	if name == "" {
		return other
	}
	return name
}

func (s *state) leave(id int, sub *subscriber, now time.Time) {
	delete(s.subs, id)
	close(sub.ch)
	if sub.seat == Spectator {
		return
	}
	st := &s.seats[sub.seat]
	st.present--
	if st.present > 0 || s.ended != "" {
		return
	}
	st.epoch++
	if !s.started && !s.reserved {
		// Nobody played yet: the seat is free again (a kept seat stays
		// its player's).
		s.seats[sub.seat] = seat{}
		return
	}
	s.event = fmt.Sprintf("%s left; the seat waits %s", s.who(sub.seat), plural.Duration(s.lobby.cfg.Grace))
	seatNo, epoch := sub.seat, st.epoch
	s.lobby.afterFunc(s.lobby.cfg.Grace, "table "+s.t.code+"'s grace timer", func() {
		s.t.send(request{kind: reqGrace, seat: seatNo, epoch: epoch})
	})
}

// newToken is a seat token: short enough to type, too many to guess in
// the grace period.
func newToken() string { return rand.Text()[:8] }
