// Package cabezaengine is the Cabeza engine: the search (principal
// variation search, the threat search past the horizon, move ordering,
// the transposition table, lock-free and shared by the threads of a
// Lazy SMP search: smp.go), the evaluation and its cache, the flood and
// the tables it reads, the levels and the options. New makes an Engine;
// Level gives the limits and options of a level.
//
// It may import cabezacat/cabeza and cabezacat/ai/search, nothing else
// of the project.
package cabezaengine
