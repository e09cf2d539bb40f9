// Package cabezatest holds the Cabeza positions that the tests of more
// than one package share. It is used by tests only.
//
// It imports nothing of the project.
package cabezatest
