package shell

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// In --ascii the help names the arrow keys; '<' and '>' are history keys,
// '^' and 'v' no keys at all.
func TestASCIIHelpNamesTheArrowKeys(t *testing.T) {
	opts := common.Options{ASCII: true}
	s, err := catcatgame.New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	a := tuitest.Send(New(opts, s), tea.WindowSizeMsg{Width: 80, Height: 60}, tuitest.KeyRunes("?")).(Model)
	v := a.View()
	for _, want := range []string{"left/h   cursor west", "right/l  cursor east", "up/k     cursor up", "down/j   cursor down"} {
		if !strings.Contains(v, want) {
			t.Errorf("ASCII help lacks %q:\n%s", want, v)
		}
	}
	for _, bad := range []string{"</h", ">/l", "^/k", "v/j"} {
		if strings.Contains(v, bad) {
			t.Errorf("ASCII help names an arrow as %q:\n%s", bad, v)
		}
	}
}

// In --ascii the footer's separator is not '*', the selected piece's mark.
func TestASCIIFooterSeparatorIsNotTheSelectionMark(t *testing.T) {
	opts := common.Options{ASCII: true}
	s, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
	if err != nil {
		t.Fatal(err)
	}
	a := tuitest.Send(New(opts, s), tea.WindowSizeMsg{Width: 80, Height: 24}, tea.KeyMsg{Type: tea.KeyTab}).(Model)
	lines := strings.Split(a.View(), "\n")
	foot := lines[len(lines)-1]
	if strings.Contains(foot, "*") || !strings.Contains(foot, "|") {
		t.Errorf("footer %q: want | between keys, no *", foot)
	}
	if !strings.Contains(strings.Join(lines[:len(lines)-2], "\n"), "*") {
		t.Error("the selected piece has no * mark (test premise)")
	}
}

func TestCatcatCountsSayMoveAndBlock(t *testing.T) {
	g := tuitest.Send(hotseat.Catcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("U")).(catcatgame.Model)
	if v := g.View(); !strings.Contains(v, "cat 1 move · catcher 0 blocks") {
		t.Fatalf("after one cat move:\n%s", v)
	}
	g = tuitest.Send(g, tuitest.KeyRunes("l"), tuitest.KeyRunes("l"), tuitest.KeyEnter).(catcatgame.Model)
	if v := g.View(); !strings.Contains(v, "cat 1 move · catcher 1 block") || strings.Contains(v, "1 blocks") {
		t.Fatalf("after one block:\n%s", v)
	}
}

// In --ascii the whole screen is ASCII, its words too: a finished Catch
// the Cat game's points, and what the replacer writes for an AI's time
// ("60µs" was drawn as it is), a rating's change ("−136", a minus sign)
// and its deviation ("±").
func TestASCIIViewsHaveNoUnicodeWords(t *testing.T) {
	opts := common.Options{ASCII: true, NoColor: true}
	g, err := catcatgame.New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 5, Density: 0.05, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s := tuitest.Send(New(opts, g), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("H"),
		tuitest.KeyRunes(":"), tuitest.KeyRunes("2,2"), tuitest.KeyEnter, tuitest.KeyRunes("H")).(Model)
	v := s.View()
	if !strings.Contains(v, "The cat wins") {
		t.Fatalf("the game is not over (test premise):\n%s", v)
	}
	for i, r := range v {
		if r > 127 {
			t.Fatalf("non-ASCII %q at %d in:\n%s", r, i, v)
		}
	}
	for in, want := range map[string]string{"played 1,0 in 60µs": "played 1,0 in 60us", "rating 1364 (−136)": "rating 1364 (-136)",
		"1500? (±700)": "1500? (+/-700)", "within 3 (≤ 4)": "within 3 (<= 4)"} {
		if got := common.ASCIIPunctuation.Replace(in); got != want {
			t.Errorf("%q in ASCII: %q, want %q", in, got, want)
		}
	}
}
