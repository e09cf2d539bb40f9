package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

func TestMenuNavigatesAndQuits(t *testing.T) {
	tm := teatest.NewTestModel(t, newApp(common.Options{}), teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.KeyDown)
	tm.Send(tuitest.KeyRunes("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	view := tm.FinalModel(t).View()
	if !strings.Contains(view, "> Catch the Cat") {
		t.Errorf("cursor not on Catch the Cat after one down:\n%s", view)
	}
}

func TestMenuWrapsWithK(t *testing.T) {
	var m tea.Model = New(common.Options{})
	m = tuitest.Send(m, tuitest.KeyRunes("k"))
	if last := len(m.(Model).entries()) - 1; m.(Model).cursor != last {
		t.Fatalf("k from the top: cursor %d, want %d", m.(Model).cursor, last)
	}
	m = tuitest.Send(m, tuitest.KeyRunes("j"))
	if got := m.(Model).cursor; got != 0 {
		t.Fatalf("j from the bottom: cursor %d, want 0", got)
	}
}

func TestCtrlCQuitsFromAnyScreen(t *testing.T) {
	_, cmd := newApp(common.Options{}).Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if cmd == nil {
		t.Fatal("ctrl+c returned no command")
	}
	if _, ok := cmd().(tea.QuitMsg); !ok {
		t.Fatal("ctrl+c did not quit")
	}
}

func TestMenuFormBuildsCabezaSetup(t *testing.T) {
	m := tuitest.Send(New(common.Options{}), tuitest.KeyEnter).(Model) // Cabeza
	if m.form == nil || m.form.game != "Cabeza" {
		t.Fatalf("enter on Cabeza did not open its form")
	}
	// Mode stays "You vs AI"; side → Blue; level 3 → 5.
	m = tuitest.Send(m, tuitest.KeyDown, tuitest.KeyRight, tuitest.KeyDown, tuitest.KeyRight, tuitest.KeyRight).(Model)
	s := m.form.cabezaSetup()
	if s.Red != gamesetup.Computer(5) || s.Blue != gamesetup.Human() || s.Position != "" {
		t.Fatalf("setup %+v, want red AI level 5, blue human, standard start", s)
	}
	// Hot-seat hides the side and level rows.
	m = tuitest.Send(m, tuitest.KeyUp, tuitest.KeyUp, tuitest.KeyRight).(Model)
	if s := m.form.cabezaSetup(); s.Red.AI || s.Blue.AI {
		t.Fatalf("hot-seat setup %+v has an AI", s)
	}
	if v := m.View(); strings.Contains(v, "AI level") {
		t.Errorf("hot-seat form still shows an AI level:\n%s", v)
	}
	// The position row takes typing, j and k included.
	m = tuitest.Send(m, tuitest.KeyDown, tuitest.KeyRunes("2ook r"), tea.KeyMsg{Type: tea.KeyBackspace}).(Model)
	if !m.Typing() {
		t.Fatal("the position row has the keyboard but typing() is false")
	}
	if got := m.form.cabezaSetup().Position; got != "2ook" {
		t.Fatalf("typed position %q, want %q", got, "2ook")
	}
	m = tuitest.Send(m, tuitest.KeyEsc).(Model)
	if m.form != nil {
		t.Fatal("esc did not go back to the games")
	}
}

func TestMenuFormBuildsCatcatSetup(t *testing.T) {
	m := tuitest.Send(New(common.Options{}), tuitest.KeyDown, tuitest.KeyEnter).(Model)
	if m.form == nil || m.form.game != "Catch the Cat" {
		t.Fatalf("enter on Catch the Cat did not open its form")
	}
	// Mode → AI vs AI; cat level medium → hard; catcher stays; size 13 → 21;
	// density 5% → 3%; seed 42.
	m = tuitest.Send(m, tuitest.KeyRight, tuitest.KeyRight, tuitest.KeyDown, tuitest.KeyRight, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyRight, tuitest.KeyRight,
		tuitest.KeyDown, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyDown, tuitest.KeyRunes("4x2")).(Model)
	s, err := m.form.catcatSetup()
	if err != nil {
		t.Fatal(err)
	}
	want := gamesetup.CatcatSetup{Cat: gamesetup.Computer(3), Catcher: gamesetup.Computer(2), Size: 21, Density: 0.03, Seed: 42}
	if s != want {
		t.Fatalf("setup %+v, want %+v", s, want)
	}
}

func TestTooSmallSaysWhatItNeeds(t *testing.T) {
	var a tea.Model = newApp(common.Options{})
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 30, Height: 10})
	v := a.View()
	if !strings.Contains(v, "Terminal too small") || !strings.Contains(v, "need 60×18") || !strings.Contains(v, "have 30×10") {
		t.Fatalf("too-small view:\n%s", v)
	}
}

func TestHelpPageListsKeysAndRules(t *testing.T) {
	var a tea.Model = newApp(common.Options{})
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 60}, tuitest.KeyRunes("?"))
	v := a.View()
	for _, want := range []string{"Keys", "choose", "Rules in short", "judged where it ends", "Cabeza f1"} {
		if !strings.Contains(v, want) {
			t.Errorf("help page lacks %q:\n%s", want, v)
		}
	}
	a = tuitest.Send(a, tuitest.KeyEsc)
	if strings.Contains(a.View(), "Rules in short") {
		t.Error("esc did not close the help page")
	}
}

func TestMenuGoldenViews(t *testing.T) {
	tm := teatest.NewTestModel(t, newApp(common.Options{}), teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.KeyRunes("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	tuitest.Golden(t, "menu_80x24", tm.FinalModel(t).View())

	var a tea.Model = newApp(common.Options{})
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter)
	tuitest.Golden(t, "menu_cabeza_form_80x24", a.View())
	a = tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyEnter, tuitest.KeyRight, tuitest.KeyRight)
	tuitest.Golden(t, "menu_catcat_form_aivsai_80x24", a.View())
}
