// Package tui is the root of the Bubble Tea front end, the one place that
// knows every screen. App runs the screen shown in the shell (package
// shell: help, ctrl+c, quitting) and builds the screens the others ask
// for with a message (common.ToMenuMsg, common.StartCabezaMsg,
// common.StartCatcatMsg, common.OpenLocalTableMsg, common.SitAtTableMsg,
// common.StartLearnMsg): the menu, a game new or opened from a record, an
// adjourned clocked game resumed at a table of its own, a server's table,
// the lessons (with the game screen each step is played on). Run, RunCabeza and
// RunCatcat start the program; the server's session saves and ends it
// through App (SaveInProgress, Farewell, Stop, ShutdownMsg). The types the
// command line and the server need are named here too (api.go).
//
// No panic in a screen's code ends the program or loses its game: App
// recovers one in Update, View, Init and the commands, and a search's
// goroutine sends one as common.PanicMsg; the game is saved, the stack
// logged (common.Options.Log), and the menu says what happened
// (panic.go).
//
// The packages below it, each with its doc: common (what every screen
// shares), gamesetup, record, components/..., analysis, game (what a game
// screen is), shell, and the screens menu, cabezagame, catcatgame,
// tablescreen and learn. Screens never import each other or this package.
//
// It may import every package under tui (but serve), and cabeza and
// catcat.
package tui
