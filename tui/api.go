package tui

import (
	"time"

	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/record"
	"cabezacat/tui/table"
)

// The TUI as the command line and the server see it: the options, the
// games to start and the server's hooks. The types and functions below
// are the packages' own, named here so that a caller imports one package.

// Options are the display settings chosen on the command line (see
// common.Options).
type Options = common.Options

// Host is what the SSH server gives the TUI of one visitor (see
// common.Host).
type Host = common.Host

// The account of a player on a server with a store, and what its screens
// show (see common.Account).
type (
	Account     = common.Account
	Offer       = common.Offer
	Standing    = common.Standing
	RatingPoint = common.RatingPoint
	Profile     = common.Profile
	GameFilter  = common.GameFilter
	GameLine    = common.GameLine
)

// Theme is the palette for the terminal's background.
type Theme = common.Theme

const (
	ThemeDark  = common.ThemeDark
	ThemeLight = common.ThemeLight
)

// ParseTheme reads a theme name: "dark" or "light".
func ParseTheme(s string) (Theme, error) { return common.ParseTheme(s) }

// Player says who moves one side of a game (see gamesetup.Player).
type Player = gamesetup.Player

// CabezaSetup and CatcatSetup are games to start (see gamesetup).
type (
	CabezaSetup = gamesetup.CabezaSetup
	CatcatSetup = gamesetup.CatcatSetup
)

// The AI levels of each game, and the Catch the Cat board defaults.
const (
	CabezaMinLevel, CabezaMaxLevel, CabezaDefaultLevel = gamesetup.CabezaMinLevel, gamesetup.CabezaMaxLevel, gamesetup.CabezaDefaultLevel
	CatcatMinLevel, CatcatMaxLevel, CatcatDefaultLevel = gamesetup.CatcatMinLevel, gamesetup.CatcatMaxLevel, gamesetup.CatcatDefaultLevel

	CatcatDefaultSize    = gamesetup.CatcatDefaultSize
	CatcatDefaultDensity = gamesetup.CatcatDefaultDensity
)

// Human is a side moved from the keyboard (or the mouse).
func Human() Player { return gamesetup.Human() }

// Computer is a side moved by the AI at a level.
func Computer(level int) Player { return gamesetup.Computer(level) }

// EngineProgram is a Cabeza side played by an engine program.
func EngineProgram(command string) Player { return gamesetup.EngineProgram(command) }

// ParseCabezaPlayer reads a Cabeza side (see gamesetup.ParseCabezaPlayer).
func ParseCabezaPlayer(s string) (Player, error) { return gamesetup.ParseCabezaPlayer(s) }

// ParseCatcatPlayer reads a Catch the Cat side (see
// gamesetup.ParseCatcatPlayer).
func ParseCatcatPlayer(s string) (Player, error) { return gamesetup.ParseCatcatPlayer(s) }

// CheckCabezaSetup says what is wrong with a Cabeza setup before the TUI
// opens.
func CheckCabezaSetup(s CabezaSetup) error { return gamesetup.CheckCabezaSetup(s) }

// ParseTimeControl reads a clock as the tables take it: "M+S", M minutes
// per side and S seconds added after each move (see
// table.ParseTimeControl).
func ParseTimeControl(s string) (table.TimeControl, error) { return table.ParseTimeControl(s) }

// ClockTag is the Cabeza record's tag of a clocked game's clock (see
// table.RecordClock).
const ClockTag = table.ClockTag

// CheckCatcatSetup says what is wrong with a Catch the Cat setup, naming
// the flag, before the TUI opens.
func CheckCatcatSetup(s CatcatSetup) error { return gamesetup.CheckCatcatSetup(s) }

// LoadCabeza reads a Cabeza record file into the setup that opens it (see
// record.LoadCabeza).
func LoadCabeza(path string) (CabezaSetup, error) { return record.LoadCabeza(path) }

// LoadCatcat reads a Catch the Cat record into the setup that opens it
// (see record.LoadCatcat).
func LoadCatcat(path string) (CatcatSetup, error) { return record.LoadCatcat(path) }

// LimitSearches lets at most n searches run at once across every session
// of the process (see analysis.LimitSearches).
func LimitSearches(n int) { analysis.LimitSearches(n) }

// ShutdownMsg tells a visitor's TUI that the server is closing: it saves
// the game in progress and quits (see App.Farewell).
type ShutdownMsg struct{}

// SaveRecord writes a record as w does (a new file dir/PREFIX-DATE-TIME.txt
// that never replaces another) and returns its path; the server saves the
// tables' games with it.
func SaveRecord(dir, prefix string, now time.Time, text []byte) (string, error) {
	return record.Save(dir, prefix, now, text)
}
