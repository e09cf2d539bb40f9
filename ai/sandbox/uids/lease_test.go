//go:build linux

package uids_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/uids"
)

// The tests' pools lease under names of this test process's own (the
// holder child is told them), so that they meet neither a cabezacat
// running on the machine nor the same tests run at once elsewhere; the
// real pools are met through Workspace below. Each test takes a new
// name: its pools hold their uids as long as the process lives, so a
// test run again in the same process (go test -count=2) would meet its
// own first run's leases as another process's.
func testLeasePrefix() string {
	return fmt.Sprintf("cabezacat-test-%d-%d-uid-", os.Getpid(), leaseNames.Add(1))
}

var leaseNames atomic.Int64

// script is a shell script of body in a fresh directory.
func script(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// testPool is a pool of count uids from base (outside every real range)
// leasing under prefix, handing out first the uid first.
func testPool(prefix string, base, count, first int) *uids.Pool {
	return uids.NewTestPool(prefix, base, count, first)
}

// startAt makes p try uid first on its next take.
func startAt(p *uids.Pool, uid int) { p.StartAt(uid) }

const holderEnv = "CABEZACAT_UID_HOLDER"

// TestUIDLeaseHolderProcess is not a test: it is the other cabezacat
// process of the tests below (this binary run again), which leases uids
// as its environment says, prints them, then "held", and holds them
// until its stdin closes or it is killed.
func TestUIDLeaseHolderProcess(t *testing.T) {
	f := strings.Fields(os.Getenv(holderEnv))
	if len(f) == 0 {
		return
	}
	switch f[0] {
	case "pool": // pool PREFIX BASE COUNT N
		base, _ := strconv.Atoi(f[2])
		count, _ := strconv.Atoi(f[3])
		n, _ := strconv.Atoi(f[4])
		p := testPool(f[1], base, count, base)
		for range n {
			uid, err := p.Take()
			if err != nil {
				fmt.Println("error", err)
				os.Exit(1)
			}
			fmt.Println(uid)
		}
	case "jail": // a workspace with one jail, as the arena makes them
		ws, err := sandbox.NewWorkspace(sandbox.Detect())
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		j, err := ws.Jail("/bin/true")
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println(j.UID())
	}
	fmt.Println("held")
	io.Copy(io.Discard, os.Stdin)
	os.Exit(0)
}

// startHolder starts the holder process told what (see above), waits
// until it holds its uids, and returns them with what kills it
// (SIGKILL: it cannot give anything back) and waits for its end.
func startHolder(t *testing.T, what string) ([]int, func()) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestUIDLeaseHolderProcess$")
	cmd.Env = append(os.Environ(), holderEnv+"="+what)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	kill := func() {
		once.Do(func() {
			cmd.Process.Signal(syscall.SIGKILL)
			cmd.Wait() // reaped: its sockets are closed
			stdin.Close()
		})
	}
	t.Cleanup(kill)
	var leased []int
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if sc.Text() == "held" {
			return leased, kill
		}
		uid, err := strconv.Atoi(sc.Text())
		if err != nil {
			t.Fatalf("the holder process said %q", sc.Text())
		}
		leased = append(leased, uid)
	}
	kill()
	t.Fatalf("the holder process ended before it held its uids")
	return nil, nil
}

// takeN takes n uids of p, failing the test on an error.
func takeN(t *testing.T, p *uids.Pool, n int) []int {
	t.Helper()
	var leased []int
	for range n {
		uid, err := p.Take()
		if err != nil {
			t.Fatalf("after %v: %v", leased, err)
		}
		leased = append(leased, uid)
	}
	return leased
}

// Uids another process leased are skipped while it lives, even when
// they are next in turn; when the whole range is in use, the error says
// how many, which and where; a kill -9 of that process frees its uids.
func TestUIDLeaseOfAnotherProcessIsSkippedUntilItDies(t *testing.T) {
	const base, count = 64100, 4
	prefix := testLeasePrefix()
	theirs, kill := startHolder(t, fmt.Sprintf("pool %s %d %d 2", prefix, base, count))
	if len(theirs) != 2 {
		t.Fatalf("the holder leased %v, want 2 uids", theirs)
	}
	p := testPool(prefix, base, count, theirs[0])
	ours := takeN(t, p, 2)
	for _, uid := range ours {
		if slices.Contains(theirs, uid) || uid < base || uid >= base+count {
			t.Errorf("we took %v while the other process holds %v", ours, theirs)
		}
	}
	_, err := p.Take()
	if err == nil {
		t.Fatal("a fifth uid of four was handed out")
	}
	for _, want := range []string{"test programs", "all 4 of 64100–64103", "2 by this process",
		"2 leased by other cabezacat processes", "0 by programs still running that no cabezacat process holds"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}

	kill()
	startAt(p, theirs[0])
	freed := takeN(t, p, 2)
	slices.Sort(freed)
	slices.Sort(theirs)
	if !slices.Equal(freed, theirs) {
		t.Errorf("after the other process was killed we took %v, want its %v", freed, theirs)
	}
	if _, err := p.Take(); err == nil || !strings.Contains(err.Error(), "4 by this process") {
		t.Errorf("with all four ours: %v", err)
	}
	for _, uid := range append(ours, freed...) {
		p.Release(uid)
	}
	if got := takeN(t, p, count); len(got) != count {
		t.Errorf("after giving all back: %v", got)
	}
}

// Two pools of one process over one range never hold a uid at once,
// however their takes and releases interleave; together they hand out
// the whole range.
func TestUIDPoolsInOneProcessNeverShare(t *testing.T) {
	const base, count = 64200, 6
	prefix := testLeasePrefix()
	pools := []*uids.Pool{testPool(prefix, base, count, base), testPool(prefix, base, count, base)}
	var mu sync.Mutex
	holder := map[int]int{} // uid: the worker that holds it
	var wg sync.WaitGroup
	for w := range 6 {
		p := pools[w%2]
		wg.Go(func() {
			for range 10 {
				var mine []int
				for range 2 {
					uid, err := p.Take()
					if err != nil {
						break // all six held by the others just now
					}
					mu.Lock()
					if other, ok := holder[uid]; ok {
						t.Errorf("uid %d handed to worker %d while worker %d holds it", uid, w, other)
					}
					holder[uid] = w
					mu.Unlock()
					mine = append(mine, uid)
				}
				runtime.Gosched()
				for _, uid := range mine {
					mu.Lock()
					delete(holder, uid)
					mu.Unlock()
					p.Release(uid)
				}
			}
		})
	}
	wg.Wait()
	var got []int
	for i := 0; ; i++ {
		uid, err := pools[i%2].Take()
		if err != nil {
			break
		}
		got = append(got, uid)
	}
	slices.Sort(got)
	if len(got) != count || len(slices.Compact(slices.Clone(got))) != count {
		t.Errorf("the two pools handed out %v, want each of the %d uids once", got, count)
	}
}

// A uid under which a process runs, though no one leases it (a program
// of a cabezacat process that was killed), is not taken until that
// process has ended; as a zombie not yet reaped, it no longer counts.
func TestUIDOfARunningProgramIsNotTaken(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: we cannot start a process under another uid")
	}
	const uid = 64300
	orphan := exec.Command("cat")
	orphan.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: uid, Groups: []uint32{}}}
	stdin, err := orphan.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := orphan.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { orphan.Process.Kill(); orphan.Wait() })
	p := testPool(testLeasePrefix(), uid, 1, uid)
	_, err = p.Take()
	if err == nil || !strings.Contains(err.Error(), "1 by programs still running that no cabezacat process holds") {
		t.Fatalf("with a program running under uid %d: %v", uid, err)
	}
	stdin.Close()
	var ended unix.Siginfo
	if err := unix.Waitid(unix.P_PID, orphan.Process.Pid, &ended, unix.WEXITED|unix.WNOWAIT, nil); err != nil {
		t.Fatal(err)
	}
	if got, err := p.Take(); err != nil || got != uid {
		t.Errorf("after the program ended (a zombie, not reaped): %d, %v", got, err)
	}
}

// As root, two workspaces open at once, in this process or in two, give
// their jails distinct uids, even when both would start from the same
// one; the jail runs under the uid it names; a kill -9 of the other
// process frees its jail's uid.
func TestJailsOfTwoProcessesGetDistinctUIDs(t *testing.T) {
	c := sandbox.Detect()
	if !c.AgentUIDs {
		t.Skipf("not root: agents run under our own uid (containment: %s)", c)
	}
	theirs, kill := startHolder(t, "jail")
	if len(theirs) != 1 || theirs[0] < uids.AgentBase || theirs[0] >= uids.AgentBase+uids.AgentCount {
		t.Fatalf("the other process's jail has uid %v, want one agent uid", theirs)
	}
	jail := func() *sandbox.Jail {
		t.Helper()
		ws, err := sandbox.NewWorkspace(c)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		startAt(uids.Agents, theirs[0])
		j, err := ws.Jail(script(t, "id.sh", "id -u\n"))
		if err != nil {
			t.Fatal(err)
		}
		return j
	}
	a, b := jail(), jail()
	if a.UID() == theirs[0] || b.UID() == theirs[0] || a.UID() == b.UID() {
		t.Fatalf("jails of uids %d and %d here while the other process's has %d", a.UID(), b.UID(), theirs[0])
	}
	home, remove, err := a.Home()
	if err != nil {
		t.Fatal(err)
	}
	res, err := sandbox.Run(context.Background(), a.Command(home, sandbox.Limits{Wall: time.Hour}, nil), nil)
	remove()
	if err != nil || strings.TrimSpace(string(res.Stdout)) != strconv.Itoa(a.UID()) {
		t.Errorf("the jail of uid %d runs as %q (%v)", a.UID(), res.Stdout, err)
	}

	kill()
	if got := jail().UID(); got != theirs[0] {
		t.Errorf("after the other process was killed, a jail got uid %d, want its freed %d", got, theirs[0])
	}
}
