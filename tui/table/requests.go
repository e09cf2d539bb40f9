package table

import (
	"errors"
	"fmt"
)

// act serves every request but a join.
func (s *state) act(r request) error {
	now := s.lobby.cfg.Clock.Now()
	if r.kind == reqShutdown {
		s.end(now, r.text, true)
		return nil
	}
	if r.kind == reqFlag {
		s.checkFlag(now)
		return nil
	}
	if r.kind == reqGrace {
		st := &s.seats[r.seat]
		if st.present == 0 && st.epoch == r.epoch && s.ended == "" {
			s.end(now, fmt.Sprintf("adjourned: %s did not come back", s.who(r.seat)), true)
		}
		return nil
	}
	sub, ok := s.subs[r.sub]
	if !ok {
		return ErrClosed
	}
	switch r.kind {
	case reqLeave:
		s.leave(r.sub, sub, now)
		return nil
	case reqChat: // players and spectators, during the game and after
		return s.chat(sub, r.text, now)
	case reqMute:
		return s.mute(sub, r.watch)
	case reqRematch:
		return s.rematch(sub, false)
	case reqDecline:
		if s.ended != "" && sub.seat != Spectator {
			return s.rematch(sub, true)
		}
	}
	if sub.seat == Spectator {
		return ErrSpectator
	}
	if s.ended != "" {
		return ErrOver
	}
	if s.checkFlag(now) {
		return ErrOver
	}
	me, them := sub.seat, 1-sub.seat
	switch r.kind {
	case reqPlay:
		if !s.seats[them].taken {
			return ErrNoOpponent
		}
		if s.game.toMove() != me {
			return ErrNotYourTurn
		}
		clocks := s.clocks()
		mv, err := s.game.play(r.text)
		if err != nil {
			return err
		}
		s.tick(now, true)
		if err := s.journalMove(now, mv); err != nil {
			// Nobody sees a move the store does not have.
			s.game.undo()
			s.restoreClocks(clocks)
			return err
		}
		s.request = Request{}
		s.event = fmt.Sprintf("%s played %s", s.kindName(me), mv)
		if s.game.over() {
			s.end(now, s.game.result(), true)
		}
	case reqUndo:
		if s.setup.Rated {
			return ErrRatedUndo
		}
		switch {
		case s.request.Kind == "undo" && s.request.From == them:
			n := 1
			if s.game.toMove() == them { // the asker moved since: back to their turn
				n = 2
			}
			for i := 0; i < n; i++ {
				s.game.undo()
			}
			s.request = Request{}
			s.event = fmt.Sprintf("%s took back a move (%s agreed)", s.kindName(them), s.kindName(me))
			s.tick(now, false)
			s.journalTakeBack(now)
		case len(s.game.moves()) == 0 || (len(s.game.moves()) == 1 && s.game.toMove() == me):
			return errors.New("you have no move to take back")
		default:
			s.request = Request{Kind: "undo", From: me}
			s.event = fmt.Sprintf("%s asks to take back a move", s.kindName(me))
		}
	case reqDraw:
		if s.setup.Rated && s.setup.Kind == Catcat {
			// The course's points need a winner of each game.
			return ErrMatchDraw
		}
		if s.request.Kind == "draw" && s.request.From == them {
			s.end(now, "draw agreed", true)
			return nil
		}
		s.request = Request{Kind: "draw", From: me}
		s.event = fmt.Sprintf("%s offers a draw", s.kindName(me))
	case reqDecline:
		if s.request.Kind == "" || s.request.From != them {
			return errors.New("there is nothing to decline")
		}
		s.event = fmt.Sprintf("%s declined the %s", s.kindName(me), map[string]string{"undo": "undo", "draw": "draw offer"}[s.request.Kind])
		s.request = Request{}
	case reqResign:
		s.end(now, fmt.Sprintf("%s resigned: %s wins", s.kindName(me), s.kindName(them)), true)
	}
	return nil
}
