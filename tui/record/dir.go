package record

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Dir is where w saves records: $XDG_DATA_HOME/cabezacat, or
// ~/.local/share/cabezacat (the XDG default), so a game saved under
// `go run .` does not land in the repository. The folder is not created
// here (see SaveDir).
func Dir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) { // XDG: a relative value is ignored
		return filepath.Join(d, "cabezacat"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", errors.New("no home folder to save in: set XDG_DATA_HOME")
	}
	return filepath.Join(home, ".local", "share", "cabezacat"), nil
}

// SaveDir is Dir, created if need be.
func SaveDir() (string, error) {
	dir, err := Dir()
	if err != nil {
		return "", err
	}
	return dir, os.MkdirAll(dir, 0o755)
}

// ShortPath writes a path under the home folder with ~, for the status
// line.
func ShortPath(p string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return p
	}
	if rest, ok := strings.CutPrefix(p, home+string(filepath.Separator)); ok {
		return filepath.Join("~", rest)
	}
	return p
}

// ExpandHome is ShortPath's inverse for a typed path: a leading ~/ (or
// ~ alone) is the home folder, as in a shell. ~name is left alone.
func ExpandHome(p string) string {
	rest, ok := strings.CutPrefix(p, "~")
	if !ok || rest != "" && rest[0] != '/' && rest[0] != filepath.Separator {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return p
	}
	return home + rest
}

// Entry is a record file found for the open page.
type Entry struct {
	Path string
	Mod  time.Time
}

// maxDirEntries bounds how much of a folder the open page reads.
const maxDirEntries = 2000

// Find lists the records in dirs, newest first: every .txt file of
// the first folder (where w saves), and the files named as w names them
// (cabeza-….txt, catcat-….txt) in the others. Unreadable folders are
// skipped; at most maxDirEntries entries of each are read.
func Find(dirs ...string) []Entry {
	var out []Entry
	seen := map[string]bool{}
	for i, dir := range dirs {
		abs, err := filepath.Abs(dir)
		if err != nil || seen[abs] {
			continue
		}
		seen[abs] = true
		f, err := os.Open(dir)
		if err != nil {
			continue
		}
		entries, _ := f.ReadDir(maxDirEntries)
		f.Close()
		for _, e := range entries {
			name := e.Name()
			if !strings.HasSuffix(name, ".txt") || strings.HasPrefix(name, ".") {
				continue
			}
			if i > 0 && !strings.HasPrefix(name, "cabeza-") && !strings.HasPrefix(name, "catcat-") {
				continue
			}
			info, err := e.Info()
			if err != nil || !info.Mode().IsRegular() {
				continue
			}
			out = append(out, Entry{Path: filepath.Join(dir, name), Mod: info.ModTime()})
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if !out[a].Mod.Equal(out[b].Mod) {
			return out[a].Mod.After(out[b].Mod)
		}
		return out[a].Path > out[b].Path // names hold the time: later first
	})
	return out
}
