// Package tuitest holds what the tests of several tui packages share:
// keys and Send, golden files, the probe that asks a running program
// about its model, TestMain's temporary records folder. It is used by
// tests only and imports no package of the project, so that the tests of
// any package may import it.
package tuitest
