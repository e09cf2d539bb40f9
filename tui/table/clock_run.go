package table

import (
	"fmt"
	"time"
)

// tick settles the clocks at now: the side that just moved (moved true)
// is charged its time and gains the increment; the side to move runs.
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
	s.running, s.at = s.game.toMove(), now
	s.armFlag()
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
