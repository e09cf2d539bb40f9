// Package cabeza holds the rules of Cabeza as ../shared/RULES-cabeza.md
// states them: positions, pieces, rolls, move generation, notation,
// position strings, hashing and perft. It is pure: no I/O, no goroutines,
// and it imports nothing of the project.
//
// A Position is a small value (the spot of each of the ten pieces, two
// occupancy bitboards, the side to move, the move number and a Zobrist
// hash); Play returns the next one, so a search keeps one per ply and
// never undoes. Moves are 32-bit values that carry their destination and
// whether they win; GenerateMoves fills a caller's MoveList without
// allocating, and WinningMove answers "is there a win in one" cheaply.
//
// The start is the game's author's (Start); the rules are his engine's
// where his prose leaves them open: a move is judged where it ends (a
// block may roll over the opponent's Cabeza and off it, a Cabeza over
// the far row and off it, and neither wins), and the other Cabeza counts
// as a piece that cuts a diagonal slide.
//
// Notation and position strings are read by ParseMove and ParsePosition,
// which say what is wrong and where, and written by Move.String and
// Position.String; the readers also take what the author's engine prints
// (G for the Opa, Cen for Cne, "<ranks>,<side>"). A Game keeps the
// history and decides the result: crush, home row (also a start with a
// Cabeza already there), no legal move, threefold repetition or the
// 200-move cap.
//
// A Record is a saved game as PGN-like text: tags, then numbered moves and
// the result. ParseRecord replays the moves by the rules and says where a
// damaged file goes wrong; see the Record type for the format. A record
// without a Start tag comes from before the author's start was found and
// is read from LegacyStart.
package cabeza
