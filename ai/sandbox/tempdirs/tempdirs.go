package tempdirs

import (
	"fmt"
	"os"
	"sync"
)

// Kind is whose private place a directory is: the prefix of its name.
//
// The private places of agents (a Workspace), engine programs and
// compiles are made in the temporary directory, named by their kind and
// our pid: one left behind by a cabezacat process that is gone (it was
// killed, or quit before its engine's end) is removed by the next one
// (sweepTempDirs), so that what a program left there does not wait for
// the next program given its uid.
type Kind string

// The kinds of private places.
const (
	Agents Kind = "cabezacat-agents-"
	Engine Kind = "cabezacat-engine-"
	Build  Kind = "cabezacat-build-"
)

var kinds = []Kind{Agents, Engine, Build}

var sweepOnce sync.Once

// New makes a fresh temporary directory named by kind and our pid,
// through which other uids may pass to directories of their own in it,
// not list it. The first call of a process removes the places of
// cabezacat processes now gone.
func New(kind Kind) (string, error) {
	sweepOnce.Do(sweepTempDirs)
	dir, err := os.MkdirTemp("", fmt.Sprintf("%s%d-", kind, os.Getpid()))
	if err != nil {
		return "", err
	}
	if err := os.Chmod(dir, 0o711); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// MakeHome makes the directory home that only uid (ours for 0) may enter.
func MakeHome(home string, uid int) error {
	if err := os.Mkdir(home, 0o700); err != nil {
		return err
	}
	if uid != 0 {
		if err := os.Chown(home, uid, uid); err != nil {
			os.RemoveAll(home)
			return err
		}
	}
	return nil
}
