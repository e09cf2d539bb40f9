// Package tablescreen is a game at a table (Model, New): a game screen
// (game.Table, which the root builds) under a line for the table (code,
// seats, clocks, requests, the ending). The table's goroutine (package
// table) keeps the game; this screen sends its seat's moves and
// requests and puts the game screen back to the table's moves; blue's
// player sees Cabeza's board turned round. OpenLocal and Resume play a
// clocked game at one keyboard, at a table of its own; it looks and
// behaves as any game at one keyboard (the game screen whole, its keys,
// z undoing at once, the clocks in its panel), with no table line.
//
// At a server's table a player or a spectator chats (T, chat.go), a
// player mutes the spectators' lines on their own screen (S), and after
// the game M asks for a rematch with the colours swapped (rematch.go).
//
// It may import game (for game.Table only), common, the components
// (a text field for the chat), record and table; no other screen.
package tablescreen
