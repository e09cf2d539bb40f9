package settings

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"cabezacat/internal/statefile"
)

// Store keeps one player's settings: File on the player's own machine;
// the server keeps each account's settings (the same JSON) behind it.
type Store interface {
	Load() (Settings, error)
	Save(Settings) error
}

// File keeps the settings in a JSON file (Path).
type File struct{ Path string }

// FileName is the config file's name in the config folder.
const FileName = "config.json"

// UserFile is the local client's config file:
// os.UserConfigDir()/cabezacat/config.json (~/.config/cabezacat on Linux,
// $XDG_CONFIG_HOME when set).
func UserFile() (File, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return File{}, fmt.Errorf("no config folder for the settings: %w", err)
	}
	return File{filepath.Join(dir, "cabezacat", FileName)}, nil
}

// Load reads the file. No file is the defaults, no error. A file that
// cannot be read as settings (not JSON, an unknown or invalid setting,
// too large) is renamed aside and reported as a *statefile.DamagedError
// that names both paths and the line at fault; the defaults come with
// it, so the program goes on. Any other error (permission, a folder in
// the way) leaves the file where it is.
func (f File) Load() (Settings, error) {
	data, err := readBounded(f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, err
	}
	var s Settings
	if len(data) <= statefile.MaxSize {
		got, derr := Decode(data)
		if derr == nil {
			return got, nil
		}
		// statefile sets the file aside and says why: what Decode
		// found, with its line (rejecter hands it over).
		if err := statefile.LoadJSON(f.Path, &rejecter{derr}); err != nil {
			return Settings{}, err
		}
		// encoding/json hands a bare null to no one: the file stays.
		return Settings{}, fmt.Errorf("%s: %w", f.Path, derr)
	}
	return Settings{}, statefile.LoadJSON(f.Path, &s) // too large: set aside
}

// Save writes the file atomically (statefile.Write), creating its folder.
func (f File) Save(s Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	return statefile.WriteJSON(f.Path, s)
}

// rejecter is a JSON value that refuses whatever it is given with err.
type rejecter struct{ err error }

func (r *rejecter) UnmarshalJSON([]byte) error { return r.err }

// readBounded reads at most statefile.MaxSize+1 bytes of path.
func readBounded(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	if st, err := fh.Stat(); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a plain file", path)
	}
	return io.ReadAll(io.LimitReader(fh, statefile.MaxSize+1))
}
