package table

import (
	"fmt"
	"strings"
	"time"
)

// end finishes the game with an ending in words and saves its record.
func (s *state) end(now time.Time, ending string, save bool) {
	if s.ended != "" {
		return
	}
	if s.running >= 0 {
		s.clock[s.running] = max(s.clock[s.running]-now.Sub(s.at), 0)
		s.running = -1
	}
	if s.stopFlag != nil {
		s.stopFlag()
		s.stopFlag = nil
	}
	s.ended, s.request = ending, Request{}
	s.event = ending
	s.outcome = s.journalEnd(now, ending)
	if next := s.nextOfMatch(); next != "" {
		s.outcome = strings.TrimPrefix(s.outcome+"; "+next, "; ")
	}
	if s.outcome != "" {
		s.event = ending + "; " + s.outcome
	}
	if !save || len(s.game.moves()) == 0 || s.lobby.cfg.Save == nil {
		return
	}
	var names [2]string
	for i := range names {
		names[i] = "human"
		if n := s.seats[i].ident.Name; n != "" {
			names[i] = "human (" + n + ")"
		}
	}
	note := ending
	if s.game.over() && ending == s.game.result() {
		note = "" // the record's result says it
	}
	clock := ""
	if s.setup.Clock.On() {
		clock = RecordClock(s.setup.Kind, s.setup.Clock, s.clock)
	}
	text, err := s.game.record(names, note, clock, now)
	if err == nil {
		s.saved, err = s.lobby.cfg.Save(s.setup.Kind, text)
	}
	if err != nil {
		s.event = fmt.Sprintf("%s; the record was NOT saved: %v", s.event, err)
		return
	}
	s.event = fmt.Sprintf("%s; saved to %s", s.event, s.saved)
}
