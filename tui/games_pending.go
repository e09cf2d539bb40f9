package tui

import "errors"

// Placeholders until the rules packages land on main.
func newCabezaGame(opts Options, s CabezaSetup) (screen, error) {
	return nil, errors.New("Cabeza is not playable yet: its rules package has not landed")
}

func newCatcatGame(opts Options, s CatcatSetup) (screen, error) {
	return nil, errors.New("Catch the Cat is not playable yet: its rules package has not landed")
}
