package tui

import (
	"fmt"
	"io"
	"os"
)

// maxRecordBytes bounds what is read of a record file: the longest game
// on the largest board is far smaller, and /dev/zero or a huge file must
// not fill the memory.
const maxRecordBytes = 4 << 20

// readRecord reads a record file once, refusing what is not a regular
// file (a FIFO would block the program for ever, a device never end) and
// anything over maxRecordBytes. The file is opened without blocking and
// checked again once open, so a file swapped for a FIFO after the first
// check cannot hang the program either.
func readRecord(path string) ([]byte, error) {
	if err := regularFile(path, os.Stat); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := regularFile(path, func(string) (os.FileInfo, error) { return f.Stat() }); err != nil {
		return nil, err
	}
	text, err := io.ReadAll(io.LimitReader(f, maxRecordBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(text) > maxRecordBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB: not a game record", path, maxRecordBytes>>20)
	}
	return text, nil
}

// regularFile says what path is when it is not a regular file.
func regularFile(path string, stat func(string) (os.FileInfo, error)) error {
	fi, err := stat(path)
	if err != nil {
		return err
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
	return fmt.Errorf("%s: %s", path, what)
}
