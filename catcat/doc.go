// Package catcat holds the rules of Catch the Cat as
// ../shared/RULES-catcat.md states them: the hex board and its cells,
// neighbours, moves, results, random starts, the course state format,
// the IAgent encoding and the competition score. It is pure: no I/O, no
// goroutines, and it imports nothing of the project.
package catcat
