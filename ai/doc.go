// Package ai holds the engines: the search, the Cabeza evaluation and
// levels, the Catch the Cat agents, and the text front ends that drive
// them (the Cabeza engine console in both its dialects, the arena,
// external agents), and the client that drives other Cabeza engines
// through their console as players (CabezaProgram). Other people's
// programs run through package ai/sandbox. It never imports a UI
// package.
package ai
