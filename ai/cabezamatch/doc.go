// Package cabezamatch plays engine-vs-engine Cabeza matches (Match): our
// engine at any level or setting, or engine programs through their
// console, from random openings with the colours swapped, and reports
// each game as it ends (OnGame), the score and the Elo difference (a
// bound when the result is one-sided). WriteRecord keeps a game as a
// Cabeza record. ParsePlayer reads a side's setting.
//
// It may import cabezacat/cabeza, cabezacat/ai/search,
// cabezacat/ai/cabezaengine, cabezacat/ai/cabezaconsole,
// cabezacat/ai/forfeit and cabezacat/internal/cmdline (an engine
// program's command line checked; the console runs it).
package cabezamatch
