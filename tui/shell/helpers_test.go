package shell

import (
	"testing"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// hotSeatCabeza is a hot-seat Cabeza screen from position ("": the
// standard start).
func hotSeatCabeza(t testing.TB, position string) cabezagame.Model {
	t.Helper()
	s, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human(), Position: position})
	if err != nil {
		t.Fatal(err)
	}
	return s.(cabezagame.Model)
}

// hotSeatCatcat is a hot-seat Catch the Cat screen on a random size×size
// board.
func hotSeatCatcat(t testing.TB, size int, seed uint64) catcatgame.Model {
	t.Helper()
	s, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: size, Density: 0.05, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s.(catcatgame.Model)
}
