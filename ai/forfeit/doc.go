// Package forfeit names the ways another person's program can lose a
// game by misbehaving (Kind: Crash, Timeout, Flood, Garbage, ...) and the
// error that carries one (Failure, KindOf). The arena judges Catch the
// Cat agent programs by them, and cabezaconsole's Program the Cabeza
// engine programs.
//
// It imports nothing of the project.
package forfeit
