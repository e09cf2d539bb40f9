// Package cabeza holds the rules of Cabeza as ../shared/RULES-cabeza.md
// states them: positions, pieces, rolls, move generation, notation,
// position strings, hashing and perft. It is pure: no I/O, no goroutines,
// and it imports nothing of the project.
package cabeza
