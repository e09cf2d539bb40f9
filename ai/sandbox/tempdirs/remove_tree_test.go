//go:build linux

package tempdirs

import (
	"os"
	"path/filepath"
	"testing"
)

// readOnlyTree makes, in a fresh directory, the tree a program may leave:
// a read-only directory with a file, in it a directory of mode 0 with a
// file, and links to victim (a directory outside) at both levels.
func readOnlyTree(t *testing.T, victim string) (root string) {
	t.Helper()
	root = t.TempDir()
	ro := filepath.Join(root, "ro")
	none := filepath.Join(ro, "none")
	for _, d := range []string{ro, none} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "f"), []byte("x"), 0o444); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range []string{filepath.Join(root, "link"), filepath.Join(ro, "link")} {
		if err := os.Symlink(victim, l); err != nil {
			t.Fatal(err)
		}
	}
	os.Chmod(none, 0)
	os.Chmod(ro, 0o500)
	t.Cleanup(func() { makeTreeWritable(root) }) // for t.TempDir's removal
	return root
}

func mode(t *testing.T, path string) os.FileMode {
	t.Helper()
	st, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Mode().Perm()
}

// makeTreeWritable gives the tree's directories their owner's
// permissions back, however deep and however closed, and leaves alone
// the directory a link in it names.
func TestMakeTreeWritableOpensOurDirectoriesNotWhatLinksName(t *testing.T) {
	victim := t.TempDir()
	os.Chmod(victim, 0o555)
	defer os.Chmod(victim, 0o755)
	root := readOnlyTree(t, victim)
	makeTreeWritable(root)
	for _, d := range []string{"ro", "ro/none"} {
		if m := mode(t, filepath.Join(root, d)); m != 0o700 {
			t.Errorf("%s: mode %o, want 700", d, m)
		}
	}
	if m := mode(t, victim); m != 0o555 {
		t.Errorf("a link was followed: the directory it names has mode %o, want 555", m)
	}
	if err := RemoveTree(root); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(root); !os.IsNotExist(err) {
		t.Errorf("the tree is still there: %v", err)
	}
	if _, err := os.Stat(victim); err != nil {
		t.Errorf("the directory a link named is gone: %v", err)
	}
}
