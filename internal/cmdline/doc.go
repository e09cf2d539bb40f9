// Package cmdline reads the command line a person gives for a program
// to run (an engine program's, "./my-engine --dialect original"): Split
// splits it into the program and its arguments as a shell splits plain
// words and quotes, without running a shell. Running the program is the
// sandbox's (cabezacat/ai/sandbox); naming one is not, so the screens
// and the command line check what was typed without it.
//
// It imports nothing of the project, so any package may import it.
package cmdline
