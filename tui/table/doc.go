// Package table keeps the two-player tables of the SSH server: one game
// shared by two seats and any number of spectators, with its clock, its
// requests (undo, draw) and its end (a result, a resignation, a flag fall,
// an adjournment), its chat (chat.go: players and spectators, bounded
// in length, rate and lines kept; every line kept in the state for the
// game's archive, ChatLog) and a rematch after the game (rematch.go: a
// new table, colours swapped, both seats held by token). A side's clock
// starts at its first move (clock_run.go).
//
// Each table is owned by one goroutine. Sessions never touch its state:
// they send it requests on a channel and read snapshots from their own
// one-slot channel, where a newer snapshot replaces one not yet read, so a
// slow session never holds the table up. Snapshots are values (their
// slices are fresh copies), so no mutable value is shared between the
// table and the sessions' models.
//
// A panic in a table's goroutine or timers ends that table only: its game
// is saved, everyone at it is told why it closed (the last snapshot), the
// report goes to Config.Log, and the lobby and the other tables go on.
//
// The package knows the rules (through cabeza and catcat) but no terminal:
// the TUI draws snapshots, the server wires sessions to tables. Of the
// project it imports cabeza, catcat, internal/plural and internal/panics,
// nothing else.
package table
