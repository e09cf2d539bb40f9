package gamesetup

import "cabezacat/cabeza"

// CheckCabezaSetup says what is wrong with a Cabeza setup (its position
// string) before the TUI opens.
func CheckCabezaSetup(s CabezaSetup) error {
	if s.Position == "" {
		return nil
	}
	_, err := cabeza.ParsePosition(s.Position)
	return err
}
