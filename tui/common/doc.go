// Package common is what every screen shares: the Screen interface the
// shell and the root drive (with Interrupter, Stopper and Saver for the
// screens that have a game to lose, Asker for one that waits for an
// answer), the messages a screen sends the root to leave itself (ToMenu,
// QuitWith, StartCabezaMsg, PanicMsg ...), the Options and the server's
// Host (with Options.Log: where a panic's report goes), the styles built
// from one palette, the glyph sets, the key line, text that fits
// (WrapStyled, StatusLines, Clip ...) and the rules texts the help page
// shows, their Markdown rendered for the terminal with glamour
// (RenderMarkdown, LayOutRules) or as plain text (PlainMarkdown).
//
// It may import gamesetup, record and table (and assets), nothing that
// draws a screen.
package common
