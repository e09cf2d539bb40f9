package tui

import (
	"fmt"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/table"
)

// An adjourned clocked game (saved when the players quit a hot-seat game
// with a clock, or when a server's table was adjourned) keeps its clock
// in its record (see table.RecordClock). Opened again, it is not walked
// through as a finished game is: it resumes where it stopped, both sides
// at this keyboard, each side's clock at the time it had left.

// resumeClocked opens the game of setup (its start and moves) at a table
// of its own with the record's clock text. A clock that does not read is
// an error naming the file and what is wrong.
func resumeClocked(opts Options, path, clock string, setup table.Setup) (screen, error) {
	tc, left, err := table.ParseRecordClock(setup.Kind, clock)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	setup.Clock, setup.Left = tc, left
	s, err := openLocalTable(opts, setup, table.WallClock{})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if t, ok := s.(tableScreen); ok {
		t.say(false, "resumed with the clocks as they were: %s %s, %s %s",
			setup.Kind.SideName(0), table.FormatClock(left[0]), setup.Kind.SideName(1), table.FormatClock(left[1]))
		return t, nil
	}
	return s, nil
}

// cabezaScreen is the screen a Cabeza setup opens (from a file, the
// open page or the command line): an adjourned clocked game resumed at a
// table of its own (path names its file in errors), else the game.
func cabezaScreen(opts Options, path string, s CabezaSetup) (screen, error) {
	if clock, ok := cabezaClock(s); ok {
		return resumeClocked(opts, path, clock, cabezaResumeSetup(s.Record))
	}
	return newCabezaGame(opts, s)
}

// catcatScreen is cabezaScreen for Catch the Cat.
func catcatScreen(opts Options, path string, s CatcatSetup) (screen, error) {
	if clock, ok := catcatClock(s); ok {
		return resumeClocked(opts, path, clock, catcatResumeSetup(s.Record))
	}
	return newCatcatGame(opts, s)
}

// cabezaResumeSetup is the table setup of a Cabeza record's game.
func cabezaResumeSetup(r *cabeza.Record) table.Setup {
	s := table.Setup{Kind: table.Cabeza, Position: r.Start.String()}
	for _, mv := range r.Moves {
		s.Moves = append(s.Moves, mv.String())
	}
	return s
}

// catcatResumeSetup is the table setup of a Catch the Cat record's game.
func catcatResumeSetup(r *catcat.Record) table.Setup {
	start := r.Start
	s := table.Setup{Kind: table.Catcat, CatcatStart: &start, Size: start.Size().N()}
	for _, c := range r.Moves {
		s.Moves = append(s.Moves, c.String())
	}
	return s
}

// cabezaClock is the clock of a record to resume: an unfinished game
// with a clock, both sides people (an AI plays no clocked game).
func cabezaClock(s CabezaSetup) (string, bool) {
	r := s.Record
	if r == nil || r.Status.Over() || s.Red.AI || s.Blue.AI {
		return "", false
	}
	return r.Tag(table.ClockTag)
}

// catcatClock is cabezaClock for Catch the Cat.
func catcatClock(s CatcatSetup) (string, bool) {
	r := s.Record
	if r == nil || r.Clock == "" || r.Outcome != catcat.Ongoing || s.Cat.AI || s.Catcher.AI {
		return "", false
	}
	return r.Clock, true
}
