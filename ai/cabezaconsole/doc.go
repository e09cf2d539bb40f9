// Package cabezaconsole is the Cabeza engine console protocol, both
// ways, as uci/ is in the chess libraries: our console (New, and
// NewOriginal in the original engine's dialect) that runs the engine of
// cabezaengine behind text commands, the reader of both dialects, and
// Program, the client that drives another engine program through its
// console as a player, with cabezacat as the referee.
//
// It may import cabezacat/cabeza, cabezacat/ai/search,
// cabezacat/ai/cabezaengine, cabezacat/ai/forfeit (how a program lost),
// cabezacat/ai/sandbox (running it), cabezacat/internal/cmdline (its
// command line split) and cabezacat/internal/quote (what it printed,
// shown).
package cabezaconsole
