package table

import (
	"fmt"
	"time"
)

// tick settles the clocks at now: the side that just moved (moved true)
// is charged its time and gains the increment; the side to move runs if
// it has made its first move. A side's clock starts at its first move,
// not when the second player sits down (as lichess does): a player who
// sits down while the opponent looks away loses no time, and neither
// side pays for reading the start position.
func (s *state) tick(now time.Time, moved bool) {
	if !s.setup.Clock.On() || !s.started {
		return
	}
	if s.running >= 0 {
		s.clock[s.running] -= now.Sub(s.at)
		if moved {
			s.clock[s.running] += s.setup.Clock.Inc
		}
	}
	s.running, s.at = -1, now
	if side := s.game.toMove(); s.hasMoved(side) {
		s.running = side
	}
	s.armFlag()
}

// hasMoved reports whether side has made a move in this game. Both games
// alternate strictly (neither has a pass), so the side to move has moved
// once two moves are on the board, and the other side once one is.
func (s *state) hasMoved(side int) bool {
	n := len(s.game.moves())
	if side == s.game.toMove() {
		return n >= 2
	}
	return n >= 1
}

func (s *state) armFlag() {
	if s.stopFlag != nil {
		s.stopFlag()
		s.stopFlag = nil
	}
	if s.running < 0 || s.ended != "" {
		return
	}
	s.stopFlag = s.lobby.afterFunc(max(s.clock[s.running], 0), "table "+s.t.code+"'s clock", func() {
		s.t.send(request{kind: reqFlag})
	})
}

// checkFlag ends the game if the running clock is out; it reports that it
// did.
func (s *state) checkFlag(now time.Time) bool {
	if s.running < 0 || s.ended != "" {
		return false
	}
	side := s.running
	if s.clock[side]-now.Sub(s.at) > 0 {
		s.armFlag() // a timer that fired early: wait for the rest
		return false
	}
	s.clock[side] -= now.Sub(s.at)
	s.clock[side] = 0
	s.end(now, fmt.Sprintf("%s's flag fell: %s wins", s.kindName(side), s.kindName(1-side)), true)
	return true
}
