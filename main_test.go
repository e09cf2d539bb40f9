package main

import (
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
)

// mainChildEnv makes the test binary run the command line instead of the
// tests: the pty tests start it as the program (os.Args[1:] are its
// arguments).
const mainChildEnv = "CABEZACAT_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainChildEnv) == "1" {
		os.Exit(run(os.Args[1:]))
	}
	// No test reads the settings of the person running it: the config
	// folder is a fresh one (the children on ptys inherit it).
	cfg, err := os.MkdirTemp("", "cabezacat-config-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", cfg)
	code := m.Run()
	os.RemoveAll(cfg)
	os.Exit(code)
}

// captured runs f with *stream (os.Stdout or os.Stderr) redirected to a
// pipe and returns what f wrote there. The pipe is drained while f runs,
// so a large output cannot block it.
func captured(t *testing.T, stream **os.File, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := *stream
	*stream = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	f()
	*stream = old
	w.Close()
	return <-done
}

func captureStdout(t *testing.T, f func()) string { t.Helper(); return captured(t, &os.Stdout, f) }
func captureStderr(t *testing.T, f func()) string { t.Helper(); return captured(t, &os.Stderr, f) }

func TestRunUsageErrorsExitTwoWithOneLine(t *testing.T) {
	cases := [][]string{
		{"--no-such-flag"},
		{"stray-argument"},
		{"catcat", "--bogus"},
	}
	for _, args := range cases {
		var code int
		out := captureStderr(t, func() { code = run(args) })
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
		if strings.Count(strings.TrimRight(out, "\n"), "\n") != 0 || out == "" {
			t.Errorf("run(%q) stderr = %q, want one line", args, out)
		}
	}
}

func TestRunHelpSucceeds(t *testing.T) {
	if code := run([]string{"--help"}); code != 0 {
		t.Fatalf("--help exit %d", code)
	}
}

// Issue 14, "README stands alone": a clone has only the repository, so
// the README starts with `go run .` and `go test ./...`, says how to get
// the cabezacat command, and every file it links is in the repository.
func TestReadmeStandsAlone(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	var commands []string
	for _, l := range strings.Split(readme, "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "go" {
			commands = append(commands, f[0]+" "+f[1]+" "+strings.Join(f[2:min(len(f), 3)], ""))
		}
	}
	if len(commands) < 2 || commands[0] != "go run ." || commands[1] != "go test ./..." {
		t.Errorf("README's first commands are %q; want go run . then go test ./...", commands[:min(len(commands), 3)])
	}
	for _, want := range []string{"go install .", "go build -o cabezacat ."} {
		if !strings.Contains(readme, want) {
			t.Errorf("README does not say %q: how does a reader get the cabezacat command?", want)
		}
	}
	if strings.Contains(readme, "../") {
		t.Errorf("README points outside the repository (../)")
	}
	links := regexp.MustCompile(`\]\(([^)#]+)(#[^)]*)?\)`).FindAllStringSubmatch(readme, -1)
	var rules int
	for _, l := range links {
		target := l[1]
		if strings.Contains(target, "://") {
			continue
		}
		if _, err := os.Stat(target); err != nil {
			t.Errorf("README links %s, which is not in the repository", target)
		}
		if strings.HasPrefix(target, "assets/rules/") {
			rules++
		}
	}
	if rules < 2 {
		t.Errorf("README links %d rules pages under assets/rules/, want both games'", rules)
	}
	for _, page := range []string{"assets/rules/cabeza.md", "assets/rules/catcat.md"} {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, outside := range []string{"../", "seeds/", "RULES-"} {
			if strings.Contains(string(b), outside) {
				t.Errorf("%s refers to %q, which a clone does not have", page, outside)
			}
		}
	}
}

// A word where a command was expected names the commands there, rather
// than saying the program takes no arguments.
func TestUnknownCommandNamesTheCommands(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"foo"}, `cabezacat: no command "foo" (its commands: cabeza, catcat,`},
		{[]string{"cabeza", "prft"}, `cabezacat cabeza: no command "prft" (its commands: engine, match, perft, puzzles, review;`},
		{[]string{"serve", "now"}, `cabezacat serve: no command "now" (its commands: backup, export;`},
	} {
		var code int
		errOut := captureStderr(t, func() {
			captureStdout(t, func() { code = run(c.args) })
		})
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", c.args, code, errOut, c.want)
		}
	}
}
