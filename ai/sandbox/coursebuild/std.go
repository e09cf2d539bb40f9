package coursebuild

import (
	"fmt"
	"strings"
	"sync"
)

// The C++ standard a submission is compiled as. Students write for the
// compiler in front of them, and today's g++ takes C++20 and more: a
// grader fixed at C++17 refuses what their own builds accept. So the
// compile uses the newest standard the compiler accepts, unless the
// grader names one (Options.Std).

// Standards are the standards build-agent compiles as, newest first;
// the last is the bridge's own.
var Standards = []string{"c++23", "c++20", "c++17"}

// ParseStd reads a standard as --std gives it: c++23, c++20 or c++17
// (or 23, 20, 17); "" or "newest" is the newest the compiler accepts
// (returned as "").
func ParseStd(s string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" || t == "newest" {
		return "", nil
	}
	if !strings.HasPrefix(t, "c++") {
		t = "c++" + t
	}
	for _, std := range Standards {
		if t == std {
			return std, nil
		}
	}
	return "", fmt.Errorf("--std %q: want %s, or newest (the newest the compiler accepts)", s, strings.Join(Standards, ", "))
}

// StdName is a standard as people write it: "C++20".
func StdName(std string) string { return strings.ToUpper(std) }

// stdProbe is what a compiler is asked to read to learn whether it
// takes a standard: a line of C++ and a header every standard library
// of C++17 on has.
const stdProbe = "#include <utility>\nint main() { return 0; }\n"

// stdAccepted remembers, for the process, whether a compiler (by path)
// took a standard: each is asked once.
var stdAccepted = struct {
	sync.Mutex
	m map[[2]string]bool
}{m: map[[2]string]bool{}}

// newestStd is the newest of Standards that compiler accepts, asking it
// through probe (accepted: it compiled stdProbe; known: it ran to its
// end, so the answer holds) only what it was not asked before. A
// compiler that accepts none, or gives no answer (stopped at a limit),
// gets the last, the bridge's own: its compile then says what is wrong.
func newestStd(compiler string, probe func(std string) (accepted, known bool)) string {
	for _, std := range Standards[:len(Standards)-1] {
		key := [2]string{compiler, std}
		stdAccepted.Lock()
		ok, asked := stdAccepted.m[key]
		stdAccepted.Unlock()
		if !asked {
			var known bool
			if ok, known = probe(std); known {
				stdAccepted.Lock()
				stdAccepted.m[key] = ok
				stdAccepted.Unlock()
			}
		}
		if ok {
			return std
		}
	}
	return Standards[len(Standards)-1]
}
