package record

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// MaxBytes bounds what is read of a record file: the longest game
// on the largest board is far smaller, and /dev/zero or a huge file must
// not fill the memory.
const MaxBytes = 4 << 20

// Read reads a record file once, refusing what is not a regular
// file (a FIFO would block the program for ever, a device never end) and
// anything over MaxBytes. The file is opened without blocking and
// checked again once open, so a file swapped for a FIFO after the first
// check cannot hang the program either.
func Read(path string) ([]byte, error) {
	text, err := readAtMost(path, MaxBytes)
	if errors.Is(err, errTooLarge) {
		return nil, fmt.Errorf("%q is larger than %d MiB: not a game record", ShortPath(path), MaxBytes>>20)
	}
	return text, err
}

// errTooLarge is a file over the limit readAtMost was given.
var errTooLarge = errors.New("too large")

// readAtMost is Read with limit bytes at most: more is errTooLarge.
func readAtMost(path string, limit int64) ([]byte, error) {
	if err := regularFile(path, os.Stat); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return nil, plainFileError(path, err)
	}
	defer f.Close()
	if err := regularFile(path, func(string) (os.FileInfo, error) { return f.Stat() }); err != nil {
		return nil, err
	}
	text, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, plainFileError(path, err)
	}
	if int64(len(text)) > limit {
		return nil, errTooLarge
	}
	return text, nil
}

// regularFile says what path is when it is not a regular file.
func regularFile(path string, stat func(string) (os.FileInfo, error)) error {
	fi, err := stat(path)
	if err != nil {
		return plainFileError(path, err)
	}
	m := fi.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "a folder, not a file"
	case m&os.ModeNamedPipe != 0:
		what = "a named pipe, not a regular file"
	case m&os.ModeDevice != 0, m&os.ModeCharDevice != 0:
		what = "a device, not a regular file"
	case m&os.ModeSocket != 0:
		what = "a socket, not a regular file"
	}
	return fmt.Errorf("%q is %s", ShortPath(path), what)
}

// plainFileError says in words why the file at path cannot be read, the
// path quoted as the screens write it (with ~), instead of Go's
// "stat PATH: no such file or directory".
func plainFileError(path string, err error) error {
	p := strconv.Quote(ShortPath(path))
	var errno syscall.Errno
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if _, derr := os.Stat(filepath.Dir(path)); errors.Is(derr, fs.ErrNotExist) {
			return plain(err, "there is no file %s: its folder does not exist", p)
		}
		return plain(err, "there is no file %s", p)
	case errors.Is(err, fs.ErrPermission):
		return plain(err, "you may not read %s (no permission)", p)
	case errors.As(err, &errno) && errno == syscall.ENOTDIR:
		return plain(err, "there is no file %s: a part of the path is a file, not a folder", p)
	case errors.As(err, &errno) && errno == syscall.ENAMETOOLONG:
		return plain(err, "the path %s is too long", p)
	case errors.As(err, &errno) && errno == syscall.ELOOP:
		return plain(err, "%s goes round in a loop of links", p)
	}
	why := err
	var pe *fs.PathError
	if errors.As(err, &pe) {
		why = pe.Err // the path is said once, quoted
	}
	return plain(err, "%s cannot be read: %v", p, why)
}

// plainError is a message in words that still is (errors.Is) the error
// it explains.
type plainError struct {
	msg string
	err error
}

func (e plainError) Error() string { return e.msg }
func (e plainError) Unwrap() error { return e.err }

func plain(err error, format string, a ...any) error {
	return plainError{fmt.Sprintf(format, a...), err}
}
