// Package settings is the player's settings that persist: the theme, ASCII
// glyphs, colour, the AI's default levels in the menu, and whether a
// Cabeza board is turned for blue's player. It is the one place that
// reads them: Decode reads the versioned JSON strictly (an unknown or
// invalid setting is an error that names its line; nothing crashes),
// and a Store keeps them: File, the local client's config file under the
// user's config folder, written atomically with internal/statefile (a
// damaged one is set aside and named); the server keeps a player's
// settings as the same JSON, per account, behind the same interface.
//
// Of the project it imports tui/gamesetup (the levels) and
// internal/statefile.
package settings
