package gamesetup

import "fmt"

// CheckCatcatSetup says what is wrong with a Catch the Cat setup, naming
// the flag, before the TUI opens.
func CheckCatcatSetup(s CatcatSetup) error {
	if s.Size < 5 || s.Size > 45 || (s.Size-1)%4 != 0 {
		return fmt.Errorf("--size %d: the board size is 4k+1 from 5 to 45 (5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45)", s.Size)
	}
	if s.Density < 0 || s.Density > 0.5 || s.Density != s.Density {
		return fmt.Errorf("--density %v: want a share from 0 to 0.5", s.Density)
	}
	return nil
}
