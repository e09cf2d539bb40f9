// Package panics is the one place the project recovers a panic: Catch
// runs a function and returns the panic it ended with (its value and its
// goroutine's stack), Go and Func run one in a goroutine of its own or as
// a timer's callback and hand a panic to a report instead of ending the
// process. The server and the TUI route every goroutine they start
// through it (searches, tables, timers, the server's watchers), so that a
// bug ends one game or one session, saved, never the process.
//
// It imports nothing of the project, so any package may import it.
package panics
