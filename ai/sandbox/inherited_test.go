//go:build linux

package sandbox

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// A file this process inherited without close-on-exec (as from a shell
// or a CI runner) does not reach the programs it starts: they see only
// stdin, stdout and stderr.
func TestProgramsDoNotInheritOurFiles(t *testing.T) {
	var p [2]int
	if err := unix.Pipe2(p[:], 0); err != nil { // no O_CLOEXEC, as inherited
		t.Fatal(err)
	}
	defer unix.Close(p[0])
	defer unix.Close(p[1])
	ptraced := Detect()
	ptraced.PrivateTmp = false
	for _, cont := range []Containment{Detect(), ptraced, {}} {
		// The flag is set again for each run: a file may be inherited,
		// or made without close-on-exec, at any time.
		for _, fd := range p {
			if _, err := unix.FcntlInt(uintptr(fd), unix.F_SETFD, 0); err != nil {
				t.Fatal(err)
			}
		}
		res, err := Run(context.Background(), Command{Path: script(t, "fds.sh", "ls /proc/self/fd\n"), Dir: t.TempDir(), Limits: Limits{Wall: time.Hour}, Containment: &cont}, nil)
		if err != nil {
			t.Fatal(err)
		}
		open := strings.Fields(string(res.Stdout))
		for _, fd := range p {
			for _, o := range open {
				if o == strconv.Itoa(fd) {
					t.Errorf("%s: the program has our pipe's fd %d open (its fds: %v)", cont, fd, open)
				}
			}
		}
		if len(open) < 3 {
			t.Errorf("%s: the program's fds %v: want at least stdin, stdout, stderr", cont, open)
		}
	}
}
