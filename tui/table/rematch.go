package table

import (
	"errors"
	"fmt"
	"time"
)

// After a game: a rematch. Either player asks (Sub.Rematch), the other
// accepts the same way; the table then opens a new table with the same
// setup (the same Cabeza start, the same Catch the Cat board), the
// colours (roles) swapped and both seats held for their players by new
// tokens. Each player's snapshot carries the new table's code and their
// own token (Snapshot.Rematch); their screens sit down there
// (JoinRematch), and spectators follow as spectators. A held seat whose
// player does not come within the grace period is given up as a dropped
// player's is.

// RematchView is the rematch as a snapshot shows it.
type RematchView struct {
	Asked [2]bool // the seats that asked for (or accepted) a rematch
	// Code is the new table's, once both accepted.
	Code string
	// Token holds this player's seat at the new table (empty for a
	// spectator: each player's snapshot carries their own).
	Token string
}

// Rematch asks for a rematch after the game, or accepts the opponent's.
func (s *Sub) Rematch() error { return s.t.call(request{kind: reqRematch, sub: s.id}) }

// JoinRematch takes this place again at the rematch that snap announces:
// a player's held seat, or a spectator's view. The new place stays in
// this Sub's keeping until TakeRematch hands it over: a screen joins off
// the event loop, and its player may leave before the answer reaches it
// (the answer then goes to the menu, which drops it). Leaving gives up
// a place not taken, so it is never held, seemingly present, for no one.
// After Leave it is ErrLeft, and nothing is kept.
func (s *Sub) JoinRematch(snap Snapshot) (*Sub, error) {
	if snap.Rematch.Code == "" {
		return nil, errors.New("no rematch was agreed at this table")
	}
	t, err := s.t.lobby.Find(snap.Rematch.Code)
	if err != nil {
		return nil, err
	}
	watch := s.Seat == Spectator || snap.Rematch.Token == ""
	next, err := t.Join(s.ident, watch, snap.Rematch.Token)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	left := s.left
	if !left {
		s.next = next
	}
	s.mu.Unlock()
	if left {
		next.Leave()
		return nil, ErrLeft
	}
	return next, nil
}

// TakeRematch hands over next, the place JoinRematch found, to the
// caller, who leaves it when done. False: this Sub left first and gave
// it up (or next is not the place it keeps).
func (s *Sub) TakeRematch(next *Sub) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.left || next == nil || s.next != next {
		return false
	}
	s.next = nil
	return true
}

// rematch serves a player's Rematch; decline (X) of a rematch offer comes
// here too.
func (s *state) rematch(sub *subscriber, decline bool) error {
	me := sub.seat
	if me == Spectator {
		return ErrSpectator
	}
	them := 1 - me
	if s.ended == "" {
		return errors.New("a rematch comes after the game: it goes on")
	}
	if s.rematchCode != "" {
		return fmt.Errorf("the rematch is agreed: table %s", s.rematchCode)
	}
	if decline {
		if !s.rematchAsked[them] {
			return errors.New("there is nothing to decline")
		}
		s.rematchAsked = [2]bool{}
		s.event = fmt.Sprintf("%s declined the rematch", s.kindName(me))
		return nil
	}
	if s.seats[them].present == 0 {
		return fmt.Errorf("%s has left the table: no rematch", s.who(them))
	}
	s.rematchAsked[me] = true
	if !s.rematchAsked[them] {
		s.event = fmt.Sprintf("%s asks for a rematch, colours swapped: M accepts", s.who(me))
		return nil
	}
	return s.openRematch()
}

// openRematch opens the new table, both seats held, players swapped.
func (s *state) openRematch() error {
	setup := s.setup
	// The same start: Cabeza's position, Catch the Cat's board (its
	// random start is made again from the same size, density and seed,
	// or it is the resumed game's own start).
	setup.Moves, setup.Left = nil, [2]time.Duration{}
	idents := [2]Identity{s.seats[1].ident, s.seats[0].ident}
	code, tokens, err := s.lobby.openHeld(setup, idents)
	if err != nil {
		s.rematchAsked = [2]bool{}
		return fmt.Errorf("no rematch: %w", err)
	}
	s.rematchCode = code
	// The new table's seat 1 is this table's seat 0's player, and so on.
	s.rematchTokens = [2]string{tokens[1], tokens[0]}
	s.event = fmt.Sprintf("rematch at table %s, colours swapped", code)
	return nil
}

// rematchFor is the rematch as the subscriber in seat sees it.
func (s *state) rematchFor(seat int) RematchView {
	v := RematchView{Asked: s.rematchAsked, Code: s.rematchCode}
	if seat != Spectator && s.rematchCode != "" {
		v.Token = s.rematchTokens[seat]
	}
	return v
}

// openHeld opens a table whose seats are held for ids (a rematch): each
// seat waits, as a dropped player's does, for its player to come with
// its token; one who does not come within the grace period gives the
// table up. It returns the table's code and the seats' tokens.
func (l *Lobby) openHeld(setup Setup, ids [2]Identity) (string, [2]string, error) {
	var tokens [2]string
	t, err := l.start(setup, func(s *state) {
		for i := range s.seats {
			tokens[i] = newToken()
			s.seats[i] = seat{taken: true, held: true, ident: ids[i], token: tokens[i]}
		}
		s.started = true
		s.event = "a rematch: both seats are held for their players"
		for i := range s.seats {
			seatNo := i
			l.afterFunc(l.cfg.Grace, "table "+s.t.code+"'s grace timer", func() {
				s.t.send(request{kind: reqGrace, seat: seatNo, epoch: 0})
			})
		}
	})
	if err != nil {
		return "", tokens, err
	}
	return t.code, tokens, nil
}
