package sandbox

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"

	"cabezacat/ai/sandbox/tempdirs"
	"cabezacat/ai/sandbox/uids"
)

// Workspace holds the private directories of a run's agents, under one
// fresh temporary directory that Close removes.
type Workspace struct {
	Dir   string
	cont  Containment
	mu    sync.Mutex
	jails int
	uids  []int // leased from uids.Agents for its jails, given back by Close
}

// NewWorkspace makes a fresh workspace for cont's containment.
func NewWorkspace(cont Containment) (*Workspace, error) {
	dir, err := tempdirs.New(tempdirs.Agents)
	if err != nil {
		return nil, err
	}
	return &Workspace{Dir: dir, cont: cont}, nil
}

// Close removes the workspace and everything in it, and gives its
// jails' uids back.
func (w *Workspace) Close() error {
	err := tempdirs.RemoveTree(w.Dir)
	w.mu.Lock()
	leased := w.uids
	w.uids = nil
	w.mu.Unlock()
	for _, uid := range leased {
		uids.Agents.Release(uid)
	}
	return err
}

// Jail is one agent's place in a workspace: a copy of its program that
// the agent cannot write, and a fresh home per run that only it can
// enter, removed after the run. As root the agent has a uid of its own.
type Jail struct {
	Program string // the read-only copy
	dir     string
	uid     int
	cont    Containment
	runs    atomic.Int64
}

// Jail copies program into a new jail. Agents' jails are numbered in the
// order made; as root each runs under a uid of its own from the
// agents' range (uids.Agents), leased until the workspace is closed: no other
// jail, of this process or another on the machine, has it meanwhile.
func (w *Workspace) Jail(program string) (*Jail, error) {
	w.mu.Lock()
	n := w.jails
	w.jails++
	w.mu.Unlock()
	dir := filepath.Join(w.Dir, fmt.Sprintf("agent-%d", n+1))
	if err := os.Mkdir(dir, 0o711); err != nil {
		return nil, err
	}
	j := &Jail{dir: dir, cont: w.cont}
	var err error
	if w.cont.AgentUIDs {
		if j.uid, err = uids.Agents.Take(); err != nil {
			return nil, err
		}
		w.mu.Lock()
		w.uids = append(w.uids, j.uid)
		w.mu.Unlock()
	}
	if j.Program, err = copyProgram(program, dir); err != nil {
		return nil, err
	}
	return j, nil
}

// copyProgram copies program into dir/program/, read-only to everyone,
// and returns the copy.
func copyProgram(program, dir string) (string, error) {
	cp := filepath.Join(dir, "program", filepath.Base(program))
	if err := os.Mkdir(filepath.Dir(cp), 0o755); err != nil {
		return "", err
	}
	if err := copyFile(program, cp, 0o555); err != nil {
		return "", fmt.Errorf("copying %s: %w", program, err)
	}
	// The program's directory is ours and read-only to the program too.
	if err := os.Chmod(filepath.Dir(cp), 0o555); err != nil {
		return "", err
	}
	return cp, nil
}

// copyFile copies from into a new file to. No process is forked while
// the copy is open for writing: a child forked then would hold it open
// until its own exec, and an exec of the copy in that moment fails with
// "text file busy" (Go issue 22315) — in setpriv's exec, which does not
// try again, the program would never start. Forks take syscall.ForkLock
// for writing; holding it for reading keeps them out.
func copyFile(from, to string, mode os.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// UID is the uid the agent runs under, 0 for ours.
func (j *Jail) UID() int { return j.uid }

// Home makes a fresh private directory for one run, owned by the agent,
// and returns it with the function that removes it.
func (j *Jail) Home() (string, func(), error) {
	home := filepath.Join(j.dir, fmt.Sprintf("run-%d", j.runs.Add(1)))
	if err := tempdirs.MakeHome(home, j.uid); err != nil {
		return "", nil, err
	}
	return home, func() { tempdirs.RemoveTree(home) }, nil
}

// Command is the jail's program as a Command, to run in home.
func (j *Jail) Command(home string, lim Limits, cpus []int) Command {
	c := j.cont
	return Command{Path: j.Program, Dir: home, Env: MinimalEnv(home), UID: j.uid, CPUs: cpus, Limits: lim, Containment: &c}
}
