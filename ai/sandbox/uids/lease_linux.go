//go:build linux

package uids

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// A uid is leased by binding a unix socket in the abstract namespace,
// "@cabezacat-uid-<uid>": the kernel lets one socket at a time have a
// name, and frees it when the socket closes, however its process ends
// (a kill -9 leaves no stale lock behind). The names live in the network
// namespace, which is the host's for every cabezacat process (the
// programs it runs get namespaces of their own, so they cannot squat the
// names where the machine allows that); two cabezacat processes in two
// containers with network namespaces of their own do not see each
// other's leases.
const uidLeasePrefix = "cabezacat-uid-"

// leaseUID leases uid under the name prefix+uid and returns what frees
// it. It fails with errUIDLeased where another holds it, and with
// errUIDRunning where a process runs under uid though no one holds it:
// a program of a cabezacat process that was killed, which may still
// read and write what that uid owns.
func leaseUID(prefix string, uid int) (release func(), err error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("leasing uid %d: %w", uid, err)
	}
	if err := unix.Bind(fd, &unix.SockaddrUnix{Name: "@" + prefix + strconv.Itoa(uid)}); err != nil {
		unix.Close(fd)
		if errors.Is(err, unix.EADDRINUSE) {
			return nil, errUIDLeased
		}
		return nil, fmt.Errorf("leasing uid %d: %w", uid, err)
	}
	// Held now: no other cabezacat process starts a program under uid,
	// so one not running now cannot appear (only uid itself, or root,
	// can start a process under it).
	running, err := runningAs(uid)
	if err != nil || running {
		unix.Close(fd)
		if err != nil {
			return nil, fmt.Errorf("leasing uid %d: %w", uid, err)
		}
		return nil, errUIDRunning
	}
	return func() { unix.Close(fd) }, nil
}

// runningAs reports whether a live process of the machine has uid as
// its real, effective, saved or file-system uid. A zombie, which can do
// nothing more (one whose parent was killed may stay until reaped), does
// not count.
func runningAs(uid int) (bool, error) {
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return false, fmt.Errorf("listing the processes: %w", err)
	}
	want := []byte(strconv.Itoa(uid))
	for _, p := range procs {
		if _, err := strconv.Atoi(p.Name()); err != nil {
			continue
		}
		f, err := os.Open("/proc/" + p.Name() + "/status")
		if err != nil {
			continue // gone meanwhile
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if state, ok := bytes.CutPrefix(sc.Bytes(), []byte("State:")); ok {
				if s := bytes.TrimSpace(state); len(s) > 0 && (s[0] == 'Z' || s[0] == 'X') {
					break
				}
			}
			if ids, ok := bytes.CutPrefix(sc.Bytes(), []byte("Uid:")); ok {
				for _, id := range bytes.Fields(ids) {
					if bytes.Equal(id, want) {
						f.Close()
						return true, nil
					}
				}
				break
			}
		}
		f.Close()
	}
	return false, nil
}
