package tui

import (
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/learn"
	"cabezacat/tui/learn/lesson"
	"cabezacat/tui/table"
	"cabezacat/tui/tablescreen"
)

// The root builds every screen: the menu, the games (new, opened from a
// record, or resumed at a table of their own), and the tables.

// cabezaScreen is the screen a Cabeza setup opens (from a file, the
// open page or the command line): an adjourned clocked game resumed at a
// table of its own (path names its file in errors), else the game.
func cabezaScreen(opts common.Options, path string, s gamesetup.CabezaSetup) (common.Screen, error) {
	if clock, ok := cabezaClock(s); ok {
		return tablescreen.Resume(opts, path, clock, cabezaResumeSetup(s.Record), tableGames(opts))
	}
	return cabezagame.New(opts, s)
}

// catcatScreen is cabezaScreen for Catch the Cat.
func catcatScreen(opts common.Options, path string, s gamesetup.CatcatSetup) (common.Screen, error) {
	if clock, ok := catcatClock(s); ok {
		return tablescreen.Resume(opts, path, clock, catcatResumeSetup(s.Record), tableGames(opts))
	}
	return catcatgame.New(opts, s)
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
func cabezaClock(s gamesetup.CabezaSetup) (string, bool) {
	r := s.Record
	if r == nil || r.Status.Over() || s.Red.AI || s.Blue.AI {
		return "", false
	}
	return r.Tag(table.ClockTag)
}

// catcatClock is cabezaClock for Catch the Cat.
func catcatClock(s gamesetup.CatcatSetup) (string, bool) {
	r := s.Record
	if r == nil || r.Clock == "" || r.Outcome != catcat.Ongoing || s.Cat.AI || s.Catcher.AI {
		return "", false
	}
	return r.Clock, true
}

// tableGames opens the game screen of a table's setup, both sides human:
// the table decides who may move.
func tableGames(opts common.Options) func(table.Setup) (game.Table, error) {
	return func(s table.Setup) (game.Table, error) {
		if s.Kind == table.Cabeza {
			g, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human(), Position: s.Position})
			if err != nil {
				return nil, err
			}
			return g.(cabezagame.Model), nil
		}
		c := gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: s.Size, Density: s.Density, Seed: s.Seed, Start: s.CatcatStart}
		if s.CatcatStart != nil {
			c.Size = s.CatcatStart.Size().N()
		}
		g, err := catcatgame.New(opts, c)
		if err != nil {
			return nil, err
		}
		return g.(catcatgame.Model), nil
	}
}

// newTableScreen seats the screen at a table through subs.
func newTableScreen(opts common.Options, clock table.Clock, subs ...*table.Sub) (common.Screen, error) {
	return tablescreen.New(opts, clock, tableGames(opts), subs...)
}

// openLocalTable seats both sides of a new clocked table at this keyboard.
func openLocalTable(opts common.Options, setup table.Setup, clock table.Clock) (common.Screen, error) {
	return tablescreen.OpenLocal(opts, setup, clock, tableGames(opts))
}

// learnScreen is the lessons, each step on a game screen of its own with
// both sides at this keyboard (the lesson decides what the other side
// does). A visitor of a server has no data folder of theirs there: a
// player's steps done are kept in their account (opts.ProgressStore), a
// guest's for the session only.
func learnScreen(opts common.Options) common.Screen {
	path := learn.ProgressPath()
	if opts.Host != nil {
		path = ""
	}
	return learn.New(opts, lessonBoard(opts), path)
}

// lessonBoard builds a lesson step's game screen on position. The
// learner plays the side to move ("you" in the side panel); the lesson
// plays the other, where it plays at all.
func lessonBoard(opts common.Options) learn.Board {
	sides := func(learnerFirst bool) (first, second gamesetup.Player) {
		you, other := gamesetup.Human(), gamesetup.Human()
		you.Name, other.Name = "you", "the lesson"
		if learnerFirst {
			return you, other
		}
		return other, you
	}
	return func(g lesson.Game, position string) (game.Table, error) {
		if g == lesson.Cabeza {
			pos, err := cabeza.ParsePosition(position)
			if err != nil {
				return nil, err
			}
			red, blue := sides(pos.Side() == cabeza.Red)
			s, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: red, Blue: blue, Position: position})
			if err != nil {
				return nil, err
			}
			return s.(cabezagame.Model), nil
		}
		p, err := catcat.ParseState(position)
		if err != nil {
			return nil, err
		}
		cat, catcher := sides(p.Turn() == catcat.CatToMove)
		s, err := catcatgame.New(opts, gamesetup.CatcatSetup{Cat: cat, Catcher: catcher, Size: p.Size().N(), Start: &p, About: "a lesson's position"})
		if err != nil {
			return nil, err
		}
		return s.(catcatgame.Model), nil
	}
}
