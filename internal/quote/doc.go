// Package quote makes text that a stranger chose safe to show (Text):
// what another person's program printed (an agent's answer, an engine
// program's line, a compiler's messages on a submission) and what a
// visitor chose (a name at a table), in a terminal, a log or a CSV
// cell.
//
// It imports nothing of the project, so any package may import it: the
// sandbox and the SSH server alike, neither through the other.
package quote
