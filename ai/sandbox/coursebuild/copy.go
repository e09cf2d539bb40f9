package coursebuild

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"cabezacat/internal/quote"
)

// MaxSubmission is the most bytes of files a submission may hold: a
// course submission is a few headers and sources.
const MaxSubmission = 16 << 20

// copySubmission copies the regular files directly in dir into to (a
// directory of uid's), each owned by uid and readable by it alone, so
// that the compiler reads the copy and nothing the copy points at. A
// symbolic link (to a file or a directory) or a special file is refused,
// naming it; subdirectories are not part of a submission and are left.
// A file swapped for a link while it is copied is refused likewise.
func copySubmission(dir, to string, uid int) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return badSubmission("submission directory: %v", err)
	}
	var total int64
	for _, e := range entries {
		name := e.Name()
		path := filepath.Join(dir, name)
		switch t := e.Type(); {
		case t&fs.ModeSymlink != 0:
			target, _ := os.Readlink(path)
			return badSubmission("submission %s: %s is a symbolic link (to %s); a submission holds its own files only, so no link is followed: put the file itself there, or remove the link", dir, quote.Text(name, 200), quote.Text(target, 200))
		case t.IsDir():
			continue
		case !t.IsRegular():
			return badSubmission("submission %s: %s is not a regular file (%v)", dir, quote.Text(name, 200), t.Type())
		}
		n, err := copySubmissionFile(path, filepath.Join(to, name), uid, MaxSubmission-total)
		if err != nil {
			return err
		}
		total += n
	}
	return nil
}

// copySubmissionFile copies one regular file of at most max bytes,
// refusing it if it is no longer the regular file that was listed.
func copySubmissionFile(from, to string, uid int, max int64) (int64, error) {
	before, err := os.Lstat(from)
	if err != nil {
		return 0, err
	}
	// O_NONBLOCK: a FIFO swapped in is opened without waiting, then refused.
	in, err := os.OpenFile(from, os.O_RDONLY|syscall.O_NONBLOCK|openNoFollow, 0)
	if err != nil {
		return 0, badSubmission("submission file %s: %v (a symbolic link is not followed)", from, err)
	}
	defer in.Close()
	after, err := in.Stat()
	if err != nil {
		return 0, err
	}
	if !after.Mode().IsRegular() || !os.SameFile(before, after) {
		return 0, badSubmission("submission file %s changed into something else while it was copied", from)
	}
	if after.Size() > max {
		return 0, badSubmission("submission %s holds more than %d bytes of files (at %s); a course submission is a few sources", filepath.Dir(from), MaxSubmission, filepath.Base(from))
	}
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(out, io.LimitReader(in, max+1))
	if err == nil && n > max {
		err = badSubmission("submission file %s grew past %d bytes while it was copied", from, MaxSubmission)
	}
	if err == nil && uid != 0 {
		err = out.Chown(uid, uid)
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return n, err
}

// installProgram copies the compiler's output, a regular file in its
// private directory (not a link it may have put there), to out: written
// beside out under a temporary name, then renamed, so out is either the
// whole new program or what it was.
func installProgram(built, out string) error {
	in, err := os.OpenFile(built, os.O_RDONLY|syscall.O_NONBLOCK|openNoFollow, 0)
	if err != nil {
		return fmt.Errorf("the compiler's output: %w", err)
	}
	defer in.Close()
	if fi, err := in.Stat(); err != nil || !fi.Mode().IsRegular() {
		return fmt.Errorf("the compiler's output %s is not a regular file", built)
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+".tmp-")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename, nothing
	if _, err := io.Copy(tmp, in); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o755); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), out)
}
