package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// AI vs AI paused: the status line and the side panel say the same
// words, after p, after s (one move) and after z, and the footer offers
// p as resume.
func TestPausedAIvsAISaysTheSameEverywhere(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 100, Height: 30}
	cb, err := newCabezaGame(Options{}, CabezaSetup{Red: Computer(1), Blue: Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	cc, err := newCatcatGame(Options{}, CatcatSetup{Cat: Computer(1), Catcher: Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]tea.Model{"cabeza": cb, "catcat": cc} {
		paused := send(s, size, keyRunes("p"))
		lines := strings.Split(paused.View(), "\n")
		var status, panel bool
		for i, l := range lines {
			switch {
			case i == len(lines)-2 && strings.Contains(l, pausedWords):
				status = true
			case i < len(lines)-2 && strings.Contains(l, pausedWords):
				panel = true
			}
		}
		if !status || !panel {
			t.Errorf("%s: paused, status line says it %v, side panel %v:\n%s", name, status, panel, paused.View())
		}
		if v := paused.View(); strings.Contains(v, "p resumes") || !strings.Contains(v, "p resume • s step") {
			t.Errorf("%s: the words differ or the footer offers no resume:\n%s", name, v)
		}
		// s plays one move and stays paused; its status says so alike.
		if _, cmd := paused.Update(keyRunes("s")); cmd == nil {
			t.Errorf("%s: s started no move", name)
		}
		stepped := send(paused, keyRunes("s"))
		stopScreen(stepped)
		if v := stepped.View(); !strings.Contains(v, "one move, then "+pausedWords) {
			t.Errorf("%s: after s:\n%s", name, v)
		}
	}
}

func stopScreen(m tea.Model) {
	if s, ok := m.(interface{ stop() }); ok {
		s.stop()
	}
}

// Engine programs are named where the built-in AI is "the AI".
func TestAIvsAINamesTheEnginePrograms(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 120, Height: 30}
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: EngineProgram("/opt/engines/brute --fast"), Blue: Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s, size, keyRunes("p"), keyEnter).(cabezaGame)
	if want := "engine brute plays red, AI (level 2) blue: p pause · s step"; g.status != want {
		t.Errorf("status %q, want %q", g.status, want)
	}
	// A long program name is cut, marked.
	s, err = newCabezaGame(Options{}, CabezaSetup{Red: Computer(3), Blue: EngineProgram("/tmp/a-really-long-engine-program-name-for-testing x")})
	if err != nil {
		t.Fatal(err)
	}
	if g := send(s, size, keyRunes("p"), keyEnter).(cabezaGame); g.status != "AI (level 3) plays red, engine a-really-long-engine-pr… blue: p pause · s step" {
		t.Errorf("long name: status %q", g.status)
	}
	s, err = newCabezaGame(Options{}, CabezaSetup{Red: Computer(1), Blue: Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	if g := send(s, size, keyRunes("p"), keyEnter).(cabezaGame); g.status != "the AI plays both sides: p pause · s step" {
		t.Errorf("built-in AIs: status %q", g.status)
	}
}

// A long engine name in the engine panel is cut with "…" ("..." in
// ASCII), within the width, "thinking" kept.
func TestEnginePanelCutsALongNameWithAnEllipsis(t *testing.T) {
	who := "Red engine a-really-long-engine-program-name-for-testing cabeza engine"
	for _, opts := range []Options{{}, {ASCII: true}} {
		st := newStyles(opts)
		p := newEnginePanel(st, opts)
		p.start(who, time.Now())
		for _, thinking := range []bool{true, false} {
			p.thinking = thinking
			head := strings.Split(p.view(30, 5), "\n")[0]
			if opts.ASCII {
				head = asciiPunctuation.Replace(head)
			}
			want := st.ellipsis
			if thinking {
				want += " thinking"
			}
			if !strings.HasSuffix(head, want) || lipgloss.Width(head) > 30 || !strings.Contains(head, "Red engine a-") {
				t.Errorf("ascii %v, thinking %v: head %q (%d cells), want it to end in %q within 30", opts.ASCII, thinking, head, lipgloss.Width(head), want)
			}
		}
	}
}
