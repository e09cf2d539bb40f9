package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui"
	"cabezacat/tui/ptytest"
)

// writeFile puts text in a new file under t.TempDir and returns its path.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func savedCabezaGame(t *testing.T) string {
	t.Helper()
	g := cabeza.NewGame(cabeza.Start())
	for _, mv := range []string{"Hn", "hs", "On"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	text, err := cabeza.RecordOf(g, cabeza.Tag{Name: "Red", Value: "ai:3"}, cabeza.Tag{Name: "Blue", Value: "human"}).MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "game.cabeza", string(text))
}

func savedCatcatGame(t *testing.T) string {
	t.Helper()
	start, err := catcat.RandomStart(9, 0.05, 3)
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	if err := g.Play(start.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	r := catcat.RecordOf(g)
	r.Cat, r.Catcher = "human", "ai:hard"
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "game.catcat", string(text))
}

func TestCabezaLoadOpensTheRecordWithItsPlayers(t *testing.T) {
	path := savedCabezaGame(t)
	s, err := cabezaSetup(parsedGameCmd(t, gameCabeza, "--load", path))
	if err != nil {
		t.Fatal(err)
	}
	if s.Record == nil || len(s.Record.Moves) != 3 {
		t.Fatalf("record not loaded: %+v", s.Record)
	}
	if s.Red != tui.Computer(3) || s.Blue != tui.Human() {
		t.Fatalf("players from the tags: red %+v blue %+v", s.Red, s.Blue)
	}
	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza, "--load", path, "--red", "human"))
	if err != nil || s.Red != tui.Human() || s.Blue != tui.Human() {
		t.Fatalf("--red overrides the record's red only: %+v, %v", s, err)
	}
}

func TestCatcatLoadOpensTheRecordWithItsPlayers(t *testing.T) {
	path := savedCatcatGame(t)
	s, err := catcatSetup(parsedGameCmd(t, gameCatcat, "--load", path))
	if err != nil {
		t.Fatal(err)
	}
	if s.Record == nil || len(s.Record.Moves) != 1 || s.Size != 9 {
		t.Fatalf("record not loaded: %+v", s)
	}
	if s.Cat != tui.Human() || !s.Catcher.AI {
		t.Fatalf("players from the record: cat %+v catcher %+v", s.Cat, s.Catcher)
	}
	s, err = catcatSetup(parsedGameCmd(t, gameCatcat, "--load", path, "--catcher", "human"))
	if err != nil || s.Catcher != tui.Human() {
		t.Fatalf("--catcher overrides the record's catcher: %+v, %v", s, err)
	}
}

func TestLoadBadFilesAndClashesExitTwoSayingWhere(t *testing.T) {
	cabezaText, _ := os.ReadFile(savedCabezaGame(t))
	damaged := writeFile(t, "damaged.cabeza", strings.Replace(string(cabezaText), "On", "Ozz", 1))
	foreign := writeFile(t, "foreign.catcat", "\x89PNG\r\n\x1a\n")
	missing := filepath.Join(t.TempDir(), "no-such-file")
	cases := []struct {
		args []string
		say  []string
	}{
		{[]string{"cabeza", "--load", damaged}, []string{"--load", damaged, "line ", "column "}},
		{[]string{"cabeza", "--load", missing}, []string{"--load", "no-such-file"}},
		{[]string{"catcat", "--load", foreign}, []string{"--load", foreign, "line 1"}},
		{[]string{"cabeza", "--load", damaged, "--fen", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1"}, []string{"--load and --fen"}},
		{[]string{"catcat", "--load", foreign, "--size", "9"}, []string{"--load and --size"}},
		// Not a regular file: refused, never read (a device never ends).
		{[]string{"catcat", "--load", filepath.Dir(missing)}, []string{"--load", "a folder"}},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		cases = append(cases, struct {
			args []string
			say  []string
		}{[]string{"cabeza", "--load", "/dev/zero"}, []string{"--load", "/dev/zero", "a device"}})
	}
	for _, c := range cases {
		var code int
		out := captureStderr(t, func() { code = run(c.args) })
		if code != 2 || strings.Count(strings.TrimRight(out, "\n"), "\n") != 0 {
			t.Errorf("run(%q) = %d, stderr %q; want 2 and one line", c.args, code, out)
		}
		for _, s := range c.say {
			if !strings.Contains(out, s) {
				t.Errorf("run(%q) stderr %q does not say %q", c.args, out, s)
			}
		}
	}
}

// An arena replay names built-in agents builtin:LEVEL; they play on as
// the TUI's AI of that level.
func TestCatcatLoadReadsArenaBuiltinsAsAI(t *testing.T) {
	text, _ := os.ReadFile(savedCatcatGame(t))
	replay := strings.Replace(strings.Replace(string(text), "cat: human", "cat: builtin:easy", 1), "catcher: ai:hard", "catcher: ./alice", 1)
	s, err := catcatSetup(parsedGameCmd(t, gameCatcat, "--load", writeFile(t, "replay.catcat", replay)))
	if err != nil {
		t.Fatal(err)
	}
	if s.Cat != tui.Computer(1) || s.Catcher != tui.Human() {
		t.Fatalf("builtin:easy → AI level 1, a program → a person: cat %+v catcher %+v", s.Cat, s.Catcher)
	}
}

// Issue 14, item 18: the theme comes from --theme or CABEZACAT_THEME (the
// flag wins), never from the terminal; a bad name is a usage error.
func TestThemeFromFlagOrEnvironment(t *testing.T) {
	cases := []struct {
		env  string
		args []string
		want tui.Theme
	}{
		{"", nil, tui.ThemeDark},
		{"", []string{"--theme", "light"}, tui.ThemeLight},
		{"light", nil, tui.ThemeLight},
		{"light", []string{"--theme", "dark"}, tui.ThemeDark},
		{"dark", []string{"--theme", "light"}, tui.ThemeLight},
	}
	for _, c := range cases {
		t.Setenv(themeEnv, c.env)
		opts, err := displayOptions(parsedGameCmd(t, gameCatcat, c.args...))
		if err != nil || opts.Theme != c.want {
			t.Errorf("%s=%q %q: theme %v, %v; want %v", themeEnv, c.env, c.args, opts.Theme, err, c.want)
		}
	}
	t.Setenv(themeEnv, "")
	for _, bad := range []struct {
		env  string
		args []string
		say  string
	}{
		{"", []string{"catcat", "--theme", "sepia"}, `--theme: theme "sepia": want dark or light`},
		{"blue", []string{"cabeza"}, themeEnv + `: theme "blue": want dark or light`},
		{"", []string{"--theme", "Light"}, `--theme: theme "Light"`},
	} {
		t.Setenv(themeEnv, bad.env)
		var code int
		out := captureStderr(t, func() { code = run(bad.args) })
		if code != 2 || !strings.Contains(out, bad.say) {
			t.Errorf("%s=%q %q: exit %d, stderr %q; want 2 saying %s", themeEnv, bad.env, bad.args, code, out, bad.say)
		}
	}
}

// Issue 14, start-up: with the colours decided by a flag or the
// environment, the program asks the terminal nothing (no OSC 11
// background query, no CSI 6n cursor report) and draws its first frame
// without waiting for an answer. The pty here answers nothing, as some
// terminals and multiplexers do; the check is on the bytes written before
// the first frame, not on time.
func TestStartupAsksTheTerminalNothing(t *testing.T) {
	if !ptytest.Supported {
		t.Skip("needs a pseudo-terminal (Linux)")
	}
	cases := []struct {
		name string
		args []string
		env  []string
	}{
		{"--no-color", []string{"--no-color"}, nil},
		{"NO_COLOR", nil, []string{"NO_COLOR=1"}},
		{"--theme", []string{"--theme", "light"}, nil},
		{themeEnv, nil, []string{themeEnv + "=dark"}},
		{"cabeza --no-color", []string{"cabeza", "--no-color", "--blue", "human"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, drawn := firstFrameOnSilentPTY(t, c.args, c.env)
			for _, q := range []string{"\x1b]11;?", "\x1b]10;?", "\x1b[6n"} {
				if strings.Contains(out, q) {
					t.Errorf("the program asked the terminal %q before its first frame: %q", q, out[:min(len(out), 120)])
				}
			}
			if !drawn {
				t.Errorf("no first frame; the program wrote %q", out)
			}
		})
	}
}

// firstFrameOnSilentPTY runs the command line on an 80x24 pty with
// TERM=xterm-256color (a TERM that termenv would query) and returns what
// it wrote until its first frame showed. The deadline only keeps a hung
// program from hanging the tests; nothing is measured against it.
func firstFrameOnSilentPTY(t *testing.T, args, env []string) (string, bool) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "NO_COLOR", themeEnv, "TERM", "COLORTERM", mainChildEnv:
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(append(cmd.Env, mainChildEnv+"=1", "TERM=xterm-256color"), env...)
	term, err := ptytest.Start(cmd, 80, 24)
	if err != nil {
		t.Fatal(err)
	}
	chunks := make(chan []byte)
	go func() {
		defer close(chunks)
		for {
			b := make([]byte, 4096)
			n, err := term.Read(b)
			if n > 0 {
				chunks <- b[:n]
			}
			if err != nil {
				return
			}
		}
	}()
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
		term.Close()
		for range chunks {
		}
	}()
	frameShows := []string{"two board games", "Red"} // the menu, a Cabeza game
	var out strings.Builder
	hang := time.After(2 * time.Minute)
	for {
		select {
		case b, ok := <-chunks:
			if !ok {
				return out.String(), false
			}
			out.Write(b)
			for _, f := range frameShows {
				if strings.Contains(out.String(), f) {
					return out.String(), true
				}
			}
		case <-hang:
			return out.String(), false
		}
	}
}

// --no-color and NO_COLOR (set and not empty, as no-color.org says) both
// turn colour off.
func TestNoColorFromFlagOrEnvironment(t *testing.T) {
	for _, c := range []struct {
		env  string
		args []string
		want bool
	}{
		{"", nil, false}, {"", []string{"--no-color"}, true}, {"1", nil, true},
	} {
		t.Setenv("NO_COLOR", c.env)
		opts, err := displayOptions(parsedGameCmd(t, gameCabeza, c.args...))
		if err != nil || opts.NoColor != c.want {
			t.Errorf("NO_COLOR=%q %q: NoColor %v, %v; want %v", c.env, c.args, opts.NoColor, err, c.want)
		}
	}
}

// --threads on cabezacat cabeza sets the TUI's search threads (0: every
// core); a count out of range is a usage error. A server's visitor gets
// one thread whatever the setting.
func TestThreadsFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want int
		bad  bool
	}{{nil, 0, false}, {[]string{"--threads", "3"}, 3, false}, {[]string{"--threads", "-1"}, 0, true}, {[]string{"--threads", "65"}, 0, true}} {
		opts, err := displayOptions(parsedGameCmd(t, gameCabeza, c.args...))
		var ue usageError
		if c.bad != errors.As(err, &ue) || (!c.bad && opts.Threads != c.want) {
			t.Errorf("%q: Threads %d, %v; want %d (a usage error: %v)", c.args, opts.Threads, err, c.want, c.bad)
		}
	}
	opts, _ := displayOptions(parsedGameCmd(t, gameCabeza))
	if opts.SearchThreads() != runtime.NumCPU() {
		t.Errorf("no --threads: %d search threads, want every core (%d)", opts.SearchThreads(), runtime.NumCPU())
	}
	opts.Threads = 5
	if opts.SearchThreads() != 5 {
		t.Errorf("--threads 5: %d search threads", opts.SearchThreads())
	}
	opts.Host = &tui.Host{}
	if opts.SearchThreads() != 1 {
		t.Errorf("a server's visitor: %d search threads, want 1", opts.SearchThreads())
	}
}
