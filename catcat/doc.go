// Package catcat holds the rules of Catch the Cat as
// ../shared/RULES-catcat.md states them: the hex board and its cells,
// neighbours, moves, results, random starts, the course state format,
// the IAgent encoding and the competition score. It is pure: no I/O, no
// goroutines, and it imports nothing of the project.
//
// A Size is a valid side N; a Cell is {x,y} around the centre; cells also
// have an index, the IAgent linearisation, which the fast paths use.
// Neighbour tables are built once at start-up and shared read-only.
//
// A Position is a small value (a fixed bitset of blocked cells, the cat,
// the turn): Play returns the next position or a *MoveError naming the
// rule broken, so search copies positions instead of undoing moves.
// Game records a game with its result and supports undo. Distances is
// caller-owned scratch for breadth-first searches that allocate nothing.
//
// Text: ParseState reads the course state format and the one-line form,
// Position.StateText and Position.OneLine write them, ParseCell reads a
// move.
//
// A Record is a game as text, the one format for saved games and arena
// replays: who played, the start state, the moves and the result.
// ParseRecord replays the moves by the rules and names the line and
// column of any problem; see the Record type for the format.
package catcat
