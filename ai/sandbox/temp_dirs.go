package sandbox

import (
	"fmt"
	"os"
	"sync"
)

// The private places of agents (a Workspace), engine programs and
// compiles are made in the temporary directory, named by one of these
// and our pid: one left behind by a cabezacat process that is gone (it
// was killed, or quit before its engine's end) is removed by the next
// one (sweepTempDirs), so that what a program left there does not wait
// for the next program given its uid.
const (
	agentsDirPrefix = "cabezacat-agents-"
	engineDirPrefix = "cabezacat-engine-"
	buildDirPrefix  = "cabezacat-build-"
)

var tempDirPrefixes = []string{agentsDirPrefix, engineDirPrefix, buildDirPrefix}

var sweepOnce sync.Once

// passableTempDir makes a fresh temporary directory named by prefix and
// our pid, through which other uids may pass to directories of their
// own in it, not list it.
func passableTempDir(prefix string) (string, error) {
	sweepOnce.Do(sweepTempDirs)
	dir, err := os.MkdirTemp("", fmt.Sprintf("%s%d-", prefix, os.Getpid()))
	if err != nil {
		return "", err
	}
	if err := os.Chmod(dir, 0o711); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}
