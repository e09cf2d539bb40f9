// Package sandboxtest holds what tests of programs run contained need in
// more than one package: directories a program under another uid may
// or may not reach (PassableDir, HiddenDir), the check of what such a
// program reported of itself (CheckUnprivileged), and the processes left
// running (Running). It is used by tests only, and imports nothing of
// the project (the sandbox's own tests import it).
package sandboxtest
