// Package serve is `cabezacat serve`: an SSH server (on Charm's wish) that
// gives every visitor with a terminal the whole TUI, and the tables where
// two visitors play each other while others watch.
//
// Visitors are strangers: each session runs its own Bubble Tea program
// with its own window size, colour profile and renderer; the server takes
// only PTY sessions running the game (no shell, no commands, no
// forwarding), and bounds the sessions, the connections per address, the
// idle time and the AI a visitor may start. Connections not yet in a
// session have deadlines and limits in all and per address (conns.go),
// a session's env requests are bounded (channels.go), refusals are
// logged at a bounded rate (refusals.go), and text a visitor chose
// reaches the log quoted. A keepalive notices a
// connection whose network died without a reset, and drops it. On SIGINT/SIGTERM it tells
// every visitor, saves every game in progress as a record, and closes.
// No panic ends the server (panics.go): sessions run under wish's recover
// middleware, each visitor's TUI and each table recover their own (the
// game saved, the people there told), and the goroutines and timers the
// server starts go through internal/panics; every report goes to the
// server's log with its stack.
//
// Of the project it imports the TUI (package tui: the App each visitor
// gets, its options and host, the shutdown message, the record saver),
// tui/table, internal/plural, internal/panics and internal/quote (a
// visitor's name is shown as safely as a program's output). No package
// of the project imports it but the command line (main).
package serve
