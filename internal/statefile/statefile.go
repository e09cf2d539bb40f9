package statefile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"time"
)

// MaxSize bounds what Load reads: a state file of the user's is small,
// and one that is not is not ours.
const MaxSize = 16 << 20

// Write replaces path with data atomically, creating its folder (mode
// 0700) if needed: the data go to a temporary file in the same folder,
// are synced, and the file is renamed over path.
func Write(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o600)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(dir); err == nil { // the rename itself reaches the disk
		d.Sync()
		d.Close()
	}
	return nil
}

// WriteJSON writes v as indented JSON with Write.
func WriteJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return Write(path, append(data, '\n'))
}

// DamagedError says that a state file could not be read back and where
// it was put aside. The caller goes on with a fresh state and tells the
// user the two paths.
type DamagedError struct {
	Path     string // where the file was
	SetAside string // where it is now ("" if it could not be moved)
	Err      error  // what was wrong with it
}

func (e *DamagedError) Error() string {
	if e.SetAside == "" {
		return fmt.Sprintf("%s is damaged (%v) and could not be set aside", e.Path, e.Err)
	}
	return fmt.Sprintf("%s was damaged (%v); it is kept as %s and a fresh one is started", e.Path, e.Err, e.SetAside)
}

func (e *DamagedError) Unwrap() error { return e.Err }

// LoadJSON reads path into v. A missing file leaves v as it is and is
// no error (nothing saved yet). A file that is too large or not valid
// JSON for v is renamed to PATH.damaged-TIME and reported as a
// *DamagedError, with v left as it was; any other error (permission, a
// folder in the way) is returned as is, the file untouched.
func LoadJSON(path string, v any) error {
	data, err := read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil && !errors.Is(err, errTooLarge) {
		return err
	}
	if err == nil {
		err = decodeInto(data, v)
		if err == nil {
			return nil
		}
	}
	return setAside(path, err, time.Now())
}

var errTooLarge = fmt.Errorf("larger than %d MiB", MaxSize>>20)

func read(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a plain file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, errTooLarge
	}
	return data, nil
}

// decodeInto decodes into a copy of *v and stores it only on success:
// encoding/json fills what it can before it reports a wrong type.
func decodeInto(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("statefile: LoadJSON needs a non-nil pointer, not %T", v)
	}
	fresh := reflect.New(rv.Elem().Type())
	fresh.Elem().Set(rv.Elem())
	if err := json.Unmarshal(data, fresh.Interface()); err != nil {
		return describe(data, err)
	}
	rv.Elem().Set(fresh.Elem())
	return nil
}

// describe turns a JSON error into one that says where: line and column.
func describe(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	line, col := 1, 1
	for _, b := range data[:off] {
		if b == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Errorf("line %d, column %d: %w", line, col, err)
}

func setAside(path string, why error, now time.Time) error {
	aside := fmt.Sprintf("%s.damaged-%s", path, now.UTC().Format("20060102T150405Z"))
	for i := 2; ; i++ {
		if _, err := os.Lstat(aside); errors.Is(err, fs.ErrNotExist) {
			break
		}
		aside = fmt.Sprintf("%s.damaged-%s-%d", path, now.UTC().Format("20060102T150405Z"), i)
	}
	if err := os.Rename(path, aside); err != nil {
		return &DamagedError{Path: path, Err: why}
	}
	return &DamagedError{Path: path, SetAside: aside, Err: why}
}
