// Package sandboxtest holds what tests of programs run under uids of
// their own need in more than one package. It is used by tests only,
// and imports nothing of the project.
package sandboxtest
