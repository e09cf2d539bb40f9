// Package ptytest starts a program on a pseudo-terminal for tests that must
// see the bytes a program writes to a real terminal (escape sequences,
// queries) rather than a model's view. It is used by tests only, and
// imports nothing of the project.
package ptytest
