package sandboxtest

import (
	"os"
	"path/filepath"
	"testing"
)

// PassableDir is a fresh test directory with mode perm that a program
// under any uid may reach: t.TempDir's parent is ours alone, so others
// are let pass through it (not list it). With 0o777 any uid may write
// in it too.
func PassableDir(t testing.TB, perm os.FileMode) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Chmod(filepath.Dir(dir), 0o711); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, perm); err != nil {
		t.Fatal(err)
	}
	return dir
}

// HiddenDir is a fresh directory that only we may enter.
func HiddenDir(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	return dir
}
