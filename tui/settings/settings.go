package settings

import (
	"fmt"
	"strings"

	"cabezacat/tui/gamesetup"
)

// Settings are what a player sets once. The zero value is the defaults,
// so that a program started with no file (or a test) needs no Load.
type Settings struct {
	// Theme is "dark" or "light" ("": dark).
	Theme string
	// ASCII draws with ASCII glyphs only.
	ASCII bool
	// NoColor draws without colour (the file says "colour": true/false).
	NoColor bool
	// CabezaLevel and CatcatLevel are the AI levels the menu's forms
	// start at (0: the game's default level).
	CabezaLevel int
	CatcatLevel int
	// KeepBoard leaves a Cabeza board as it is for blue's player, who
	// otherwise sees it turned round, their side at the bottom (the
	// file says "turn_board": true/false).
	KeepBoard bool
}

// Version is the format Marshal writes and Decode reads.
const Version = 1

// Themes are the theme names a setting may hold.
var Themes = []string{"dark", "light"}

// ThemeName is the theme, "dark" when unset.
func (s Settings) ThemeName() string {
	if s.Theme == "" {
		return "dark"
	}
	return s.Theme
}

// Cabeza is the Cabeza AI's level the menu starts at.
func (s Settings) Cabeza() int {
	if s.CabezaLevel == 0 {
		return gamesetup.CabezaDefaultLevel
	}
	return s.CabezaLevel
}

// Catcat is the Catch the Cat AI's level the menu starts at.
func (s Settings) Catcat() int {
	if s.CatcatLevel == 0 {
		return gamesetup.CatcatDefaultLevel
	}
	return s.CatcatLevel
}

// TurnBoard reports whether blue's player sees the Cabeza board turned.
func (s Settings) TurnBoard() bool { return !s.KeepBoard }

// Check says what is wrong with settings made in code (Decode checks
// what it reads).
func (s Settings) Check() error {
	if s.Theme != "" && !isTheme(s.Theme) {
		return fmt.Errorf("theme %q: want %s", s.Theme, strings.Join(Themes, " or "))
	}
	if s.CabezaLevel != 0 && (s.CabezaLevel < gamesetup.CabezaMinLevel || s.CabezaLevel > gamesetup.CabezaMaxLevel) {
		return fmt.Errorf("Cabeza level %d: want %d to %d", s.CabezaLevel, gamesetup.CabezaMinLevel, gamesetup.CabezaMaxLevel)
	}
	if s.CatcatLevel != 0 && (s.CatcatLevel < gamesetup.CatcatMinLevel || s.CatcatLevel > gamesetup.CatcatMaxLevel) {
		return fmt.Errorf("Catch the Cat level %d: want %d to %d", s.CatcatLevel, gamesetup.CatcatMinLevel, gamesetup.CatcatMaxLevel)
	}
	return nil
}

func isTheme(t string) bool {
	for _, n := range Themes {
		if t == n {
			return true
		}
	}
	return false
}

// catcatLevelNames are the Catch the Cat levels as the file names them.
func catcatLevelNames() []string {
	var out []string
	for l := gamesetup.CatcatMinLevel; l <= gamesetup.CatcatMaxLevel; l++ {
		out = append(out, gamesetup.CatcatLevelName(l))
	}
	return out
}
