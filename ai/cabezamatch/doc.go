// Package cabezamatch plays engine-vs-engine Cabeza matches (Match): our
// engine at any level or setting, or engine programs through their
// console, from random openings with the colours swapped, and reports
// the score and the Elo difference. ParsePlayer reads a side's setting.
//
// It may import cabezacat/cabeza, cabezacat/ai/search,
// cabezacat/ai/cabezaengine, cabezacat/ai/cabezaconsole,
// cabezacat/ai/forfeit and cabezacat/internal/cmdline (an engine
// program's command line checked; the console runs it).
package cabezamatch
