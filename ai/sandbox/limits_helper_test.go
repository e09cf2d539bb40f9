//go:build linux

package sandbox

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// limitsHelperEnv names what this binary, run again by the memory and
// wait tests, plays: "allocate", "spin" or "limits".
const limitsHelperEnv = "CABEZACAT_LIMITS_HELPER"

// helperCommand runs this test binary again as the agent program kind,
// with env added to its minimal environment and marker on its command
// line (Running finds what is left of it).
func helperCommand(t *testing.T, kind, marker string, env ...string) Command {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	return Command{
		Path: exe,
		Args: []string{"-test.run=^TestSandboxLimitsHelper$", marker},
		Dir:  dir,
		Env:  append(append(MinimalEnv(dir), limitsHelperEnv+"="+kind), env...),
	}
}

// TestSandboxLimitsHelper is not a test: it is the agent programs of
// the memory and wait tests.
func TestSandboxLimitsHelper(t *testing.T) {
	switch os.Getenv(limitsHelperEnv) {
	case "":
		return
	case "allocate":
		allocateHelper()
	case "spin":
		spinHelper()
	case "limits":
		limitsHelper()
	}
	os.Exit(0)
}

// allocateHelper starts CHILDREN children of itself, each of which
// allocates EACH bytes and touches every page of them, and tells when
// they all hold their memory at once: "all N hold M bytes each". A
// child says "holding" and sleeps until its parent ends (with the PID
// namespace, so do they).
func allocateHelper() {
	each, _ := strconv.ParseInt(os.Getenv("EACH"), 10, 64)
	if os.Getenv("CHILD") != "" {
		// Outside the Go heap: a race-detector build adds no shadow
		// memory to what is measured.
		b, err := syscall.Mmap(-1, 0, int(each), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
		if err != nil {
			fmt.Println("mmap:", err)
			os.Exit(1)
		}
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		fmt.Println("holding")
		time.Sleep(time.Hour)
		return
	}
	n, _ := strconv.Atoi(os.Getenv("CHILDREN"))
	holding := make(chan bool)
	for range n {
		cmd := exec.Command(os.Args[0], os.Args[1:]...)
		cmd.Env = append(os.Environ(), "CHILD=1")
		cmd.Stderr = os.Stderr
		out, err := cmd.StdoutPipe()
		if err == nil {
			err = cmd.Start()
		}
		if err != nil {
			fmt.Println("start:", err)
			os.Exit(1)
		}
		go func() {
			line, _ := bufio.NewReader(out).ReadString('\n')
			holding <- line == "holding\n"
		}()
	}
	for range n {
		if !<-holding {
			fmt.Println("a child did not hold its memory")
			os.Exit(1)
		}
	}
	fmt.Printf("all %d hold %d bytes each\n", n, each)
}

// spinHelper spins until its process has used WORK of CPU time (an
// amount of work that does not depend on the machine's speed), then
// says "done".
func spinHelper() {
	work, _ := time.ParseDuration(os.Getenv("WORK"))
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	for x := 0; cpu() < work; x++ {
		for i := 0; i < 10000; i++ {
			x ^= i * x
		}
	}
	fmt.Println("done")
}

// limitsHelper prints its address space limit and its cgroup's memory
// limits as the kernel has them.
func limitsHelper() {
	var rl syscall.Rlimit
	syscall.Getrlimit(syscall.RLIMIT_AS, &rl)
	if rl.Cur == ^uint64(0) {
		fmt.Println("address space: unlimited")
	} else {
		fmt.Println("address space:", rl.Cur)
	}
	b, _ := os.ReadFile("/proc/self/cgroup")
	for _, line := range strings.Split(string(b), "\n") {
		if path, ok := strings.CutPrefix(line, "0::"); ok && cgroup2Mount() != "" {
			for _, f := range []string{"memory.max", "memory.swap.max", "memory.oom.group"} {
				v, err := os.ReadFile(filepath.Join(cgroup2Mount(), path, f))
				if err == nil {
					fmt.Printf("%s: %s\n", f, strings.TrimSpace(string(v)))
				}
			}
		}
	}
}
