package coursebuild

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
)

// The newest standard is learned once per compiler: each standard is
// asked at most once, newest first, and a compiler that gives no answer
// (stopped at a limit) is asked again next time; with none accepted, the
// bridge's own C++17 is used.
var stdRuns atomic.Int64

func TestNewestStdIsAskedOncePerCompiler(t *testing.T) {
	var asked []string
	takes := map[string]bool{"c++20": true, "c++17": true}
	probe := func(std string) (bool, bool) {
		asked = append(asked, std)
		return takes[std], true
	}
	compiler := fmt.Sprintf("/test/%s/%d", t.Name(), stdRuns.Add(1)) // the answers are the process's (go test -count)
	if std := newestStd(compiler, probe); std != "c++20" {
		t.Fatalf("newest %s, want c++20", std)
	}
	if std := newestStd(compiler, probe); std != "c++20" || strings.Join(asked, " ") != "c++23 c++20" {
		t.Fatalf("again: %s after asking %q, want c++20 after c++23 c++20 once", std, asked)
	}
	asked = nil
	silent := func(std string) (bool, bool) { asked = append(asked, std); return false, false }
	for range 2 {
		if std := newestStd(compiler+"-silent", silent); std != "c++17" {
			t.Fatalf("a compiler with no answer: %s, want c++17", std)
		}
	}
	if len(asked) != 4 {
		t.Errorf("a compiler with no answer asked %q, want each question again", asked)
	}
}

func TestParseStd(t *testing.T) {
	for in, want := range map[string]string{"": "", "newest": "", "c++20": "c++20", "23": "c++23", " C++17 ": "c++17"} {
		if got, err := ParseStd(in); err != nil || got != want {
			t.Errorf("%q: %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"c++98", "gnu++20", "20x", "c++"} {
		if _, err := ParseStd(bad); err == nil || !strings.Contains(err.Error(), "want c++23, c++20, c++17, or newest") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
