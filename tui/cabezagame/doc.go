// Package cabezagame is the Cabeza screen (Model, New): the board at the
// scale the terminal holds, the selection and the step-by-step preview of
// a person's move, the prompt's notation, the side panel, the engine
// programs that play sides (and the person or the built-in AI taking over
// a side whose program failed), and the analysis on its own engine.
// What every game screen does is game.Base's.
//
// It may import game, analysis, common, gamesetup, record, components
// (cabezaboard, confirm, enginepanel, movelist), ai/cabezaengine,
// ai/cabezaconsole, ai/search, internal/cmdline, internal/plural and
// cabeza; no other screen.
package cabezagame
