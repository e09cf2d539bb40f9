package tui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/sandbox/sandboxtest"
)

func TestParseEngineTime(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"": 0, "2s": 2 * time.Second, "500ms": 500 * time.Millisecond, "1m30s": 90 * time.Second,
		"5": 5 * time.Second, "0.5": 500 * time.Millisecond, " 10m ": 10 * time.Minute,
	} {
		if got, err := ParseEngineTime(in); err != nil || got != want {
			t.Errorf("ParseEngineTime(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		"2x":    `"2x": want a time such as 2s, 500ms or 1m30s`,
		"NaN":   `"NaN": want a time such as 2s, 500ms or 1m30s`,
		"50ms":  `"50ms": want from 100ms to 10m`,
		"11m":   `"11m": want from 100ms to 10m`,
		"-1s":   `"-1s": want from 100ms to 10m`,
		"1e300": `"1e300": want from 100ms to 10m`,
	} {
		if _, err := ParseEngineTime(in); err == nil || err.Error() != want {
			t.Errorf("ParseEngineTime(%q): error %v, want %s", in, err, want)
		}
	}
}

func FuzzParseEngineTime(f *testing.F) {
	for _, s := range []string{"", "2s", "0.5", "1m30s", "-3", "NaN", "Inf", "1e9", "9223372036854775807ns"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseEngineTime(s)
		if err == nil && d != 0 && (d < MinEngineTime || d > MaxEngineTime) {
			t.Fatalf("%q: %v accepted, out of range", s, d)
		}
	})
}

// The command line gives an engine program its time per move as a
// match's setting does: time=DUR before engine:.
func TestParseCabezaPlayerEngineTime(t *testing.T) {
	p, err := ParseCabezaPlayer("time=5s,engine:./cabeza --fast")
	if err != nil || p.Engine != "./cabeza --fast" || p.EngineTime != 5*time.Second {
		t.Fatalf("%+v, %v", p, err)
	}
	if got := playerTag(p); got != "time=5s,engine:./cabeza --fast" {
		t.Fatalf("tag %q", got)
	}
	if _, err := ParseCabezaPlayer("time=5x,engine:./cabeza"); err == nil || !strings.Contains(err.Error(), `time per move "5x": want a time such as 2s`) {
		t.Fatalf("bad time: %v", err)
	}
	if p, err := ParseCabezaPlayer("engine:./cabeza"); err != nil || p.EngineTime != 0 {
		t.Fatalf("no time= given: %+v, %v", p, err)
	}
	// A record names the time too, and still never starts the program.
	if q, err := recordPlayer("time=5s,engine:rm -rf /"); err != nil || q != Human() {
		t.Fatalf("record player %+v, %v", q, err)
	}
}

// formWithEngine is the Cabeza form against an engine program whose
// command is typed, the cursor on the time per move row.
func formWithEngine(t *testing.T) tea.Model {
	var a tea.Model = NewApp(Options{})
	a = send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, keyEnter, keyDown, keyDown) // the AI level row (vs AI)
	a = send(a, keyLeft, keyLeft, keyLeft)                                            // 3 → 2 → 1 → engine program
	a = send(a, keyDown, keyRunes("./my-engine"), keyDown)
	if v := a.View(); !strings.Contains(v, "> Time per move") || !strings.Contains(v, "the engine's time per move") {
		t.Fatalf("no time per move row under the command:\n%s", v)
	}
	return a
}

// The form's time per move reaches the game's engine side, and a time it
// cannot read is refused with the row named.
func TestCabezaFormEngineTime(t *testing.T) {
	a := send(formWithEngine(t), keyRunes("2x"), keyEnter)
	if v := a.View(); !strings.Contains(v, `Time per move "2x": want a time such as 2s, 500ms or 1m30s`) {
		t.Fatalf("a bad time started the game or was not explained:\n%s", v)
	}
	for typed, want := range map[string]time.Duration{"": 0, "750ms": 750 * time.Millisecond} {
		a := formWithEngine(t)
		if typed != "" {
			a = send(a, keyRunes(typed))
		}
		a, cmd := a.Update(keyEnter)
		if cmd == nil {
			t.Fatalf("%q: enter did not start the game:\n%s", typed, a.View())
		}
		a = send(a, cmd())
		g, ok := a.(App).screen.(cabezaGame)
		if !ok {
			t.Fatalf("%q: no game started:\n%s", typed, a.View())
		}
		t.Cleanup(g.stop)
		if g.setup.Blue.Engine != "./my-engine" || g.setup.Blue.EngineTime != want {
			t.Fatalf("%q: blue %+v, want %v a move", typed, g.setup.Blue, want)
		}
	}
}

// The time per move is what the program is told: "timeout MS" before its
// search; without one, the TUI's default.
func TestEngineTimeReachesTheProgram(t *testing.T) {
	fastPrograms(t) // depth 1, so the move comes at once whatever the time
	for given, want := range map[time.Duration]string{700 * time.Millisecond: "timeout 700", 0: fmt.Sprintf("timeout %d", cabezaProgramLimits.Time.Milliseconds())} {
		log := filepath.Join(sandboxtest.PassableDir(t, 0o777), "commands")
		marker := fmt.Sprintf("marker-%d", rand.Int64())
		blue := EngineProgram(engineCommand(t, "logs", marker) + " '" + log + "'")
		blue.EngineTime = given
		s, err := newCabezaGame(Options{}, CabezaSetup{Red: Human(), Blue: blue, Position: "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 1"})
		if err != nil {
			t.Fatal(err)
		}
		final := runCabeza(t, s.(cabezaGame), untilMsg(func(m tea.Model) bool {
			g := m.(App).screen.(cabezaGame)
			return g.game.Ply() == 1 || g.progs.lost != nil
		}))
		if final.progs.lost != nil {
			t.Fatalf("the program failed: %v", final.progs.lost.reason)
		}
		waitGone(t, marker)
		text, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains("\n"+string(text), "\n"+want+"\n") {
			t.Fatalf("given %v, the program read:\n%s\nwant the line %q", given, text, want)
		}
	}
}

// The words of the range say what the bounds are.
func TestEngineTimeRangeWords(t *testing.T) {
	if lo, _ := ParseEngineTime(strings.Fields(engineTimeRange)[0]); lo != MinEngineTime {
		t.Errorf("%q starts at %v, MinEngineTime is %v", engineTimeRange, lo, MinEngineTime)
	}
	if hi, _ := ParseEngineTime(strings.Fields(engineTimeRange)[2]); hi != MaxEngineTime {
		t.Errorf("%q ends at %v, MaxEngineTime is %v", engineTimeRange, hi, MaxEngineTime)
	}
}
