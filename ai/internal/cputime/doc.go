// Package cputime measures the CPU time of a function on one OS thread
// (Measure, Thread) or of the whole process (Process): a built-in agent's move is timed as a program's is,
// and the benchmarks report CPU time.
//
// It imports nothing of the project.
package cputime
