// Package ai holds the engines: the search, the Cabeza evaluation and
// levels, the Catch the Cat agents, and the text front ends that drive
// them (the Cabeza engine console, the arena, external agents; programs
// of others run through ai/sandbox). It never
// imports a UI package.
package ai
