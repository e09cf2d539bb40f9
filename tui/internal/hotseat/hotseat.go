// Package hotseat makes the game screens of one keyboard that the tests
// of the root and of the shell run: two people, no AI. The game
// packages' own tests keep helpers of their own (they cannot import a
// package that imports them).
//
// It may import catcat, tui/cabezagame, tui/catcatgame, tui/common and
// tui/gamesetup; only tests import it.
package hotseat

import (
	"testing"

	"cabezacat/catcat"
	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
)

// Cabeza is a hot-seat Cabeza screen from position ("": the standard
// start).
func Cabeza(t testing.TB, position string) cabezagame.Model {
	t.Helper()
	s, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human(), Position: position})
	if err != nil {
		t.Fatal(err)
	}
	return s.(cabezagame.Model)
}

// Catcat is a hot-seat Catch the Cat screen on a random size×size board.
func Catcat(t testing.TB, size int, seed uint64) catcatgame.Model {
	t.Helper()
	s, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: size, Density: 0.05, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s.(catcatgame.Model)
}

// CatcatAt is a hot-seat Catch the Cat screen from state (a one-line or
// board state, as catcat.ParseState reads).
func CatcatAt(t testing.TB, state string) catcatgame.Model {
	t.Helper()
	p, err := catcat.ParseState(state)
	if err != nil {
		t.Fatal(err)
	}
	s, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: p.Size().N(), Start: &p})
	if err != nil {
		t.Fatal(err)
	}
	return s.(catcatgame.Model)
}
