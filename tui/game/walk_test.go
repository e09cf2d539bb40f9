package game

import (
	"fmt"
	"slices"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// tally is a game of numbered moves, enough to walk without either
// game's rules.
type tally struct{ moves []int }

type tallyLine struct{}

func (tallyLine) Plies(g *tally) int { return len(g.moves) }
func (tallyLine) Cut(g *tally, ply int) *tally {
	return &tally{moves: slices.Clone(g.moves[:ply])}
}
func (tallyLine) IsPrefix(a, b *tally) bool { return MovesPrefix(a.moves, b.moves) }

// tallyScreen records what the walk asks of a screen.
type tallyScreen struct {
	game   *tally
	walk   Walk[*tally, tallyLine]
	said   []string
	paused int
	nexts  int
}

func (s *tallyScreen) Shown() *tally { return s.game }
func (s *tallyScreen) Show(g *tally) { s.game = g }
func (s *tallyScreen) PauseWalk()    { s.paused++ }
func (s *tallyScreen) Next() tea.Cmd { s.nexts++; return nil }
func (s *tallyScreen) Say(_ bool, format string, a ...any) {
	s.said = append(s.said, fmt.Sprintf(format, a...))
}

// Play is a move on the shown game, tracked as the screens do.
func (s *tallyScreen) Play(mv int) {
	s.game = &tally{moves: append(slices.Clone(s.game.moves), mv)}
	s.walk.Track(s.game)
}

func (s *tallyScreen) press(t *testing.T, keys ...string) {
	t.Helper()
	undo := key.NewBinding(key.WithKeys("z"))
	step := key.NewBinding(key.WithKeys("s"))
	for _, k := range keys {
		msg := tuitest.KeyRunes(k)
		switch k {
		case "home":
			msg = tea.KeyMsg{Type: tea.KeyHome}
		case "end":
			msg = tea.KeyMsg{Type: tea.KeyEnd}
		}
		if _, ok := s.walk.Key(s, msg, undo, step); !ok {
			t.Fatalf("%q is not a walk key", k)
		}
	}
}

func TestWalkBackSideLineEndAndPlayOn(t *testing.T) {
	s := &tallyScreen{game: &tally{moves: []int{1, 2, 3}}}
	s.press(t, "<", "z")
	if !s.walk.Walking() || !slices.Equal(s.game.moves, []int{1}) || s.paused != 1 {
		t.Fatalf("after < z: shown %v, walking %v, paused %d", s.game.moves, s.walk.Walking(), s.paused)
	}
	s.Play(9) // a side line: 1 9
	if !s.walk.sideLine() || !slices.Equal(s.walk.Line.moves, []int{1, 2, 3}) {
		t.Fatalf("side line %v not noted (line %v)", s.walk.Tip.moves, s.walk.Line.moves)
	}
	if got := s.walk.Lines(common.Styles{}, s.game)[0]; got != "SIDE LINE at ply 2" {
		t.Fatalf("banner on the side line %q", got)
	}
	s.press(t, "<")
	if got := s.walk.Lines(common.Styles{}, s.game)[0]; got != "HISTORY 1/3" {
		t.Fatalf("banner on the shared move %q", got)
	}
	s.press(t, "end") // to the side line's end, then to the game
	if !slices.Equal(s.game.moves, []int{1, 9}) || !s.walk.Walking() {
		t.Fatalf("end: shown %v, want the side line's end", s.game.moves)
	}
	s.press(t, "end")
	if s.walk.Walking() || !slices.Equal(s.game.moves, []int{1, 2, 3}) || s.nexts != 1 {
		t.Fatalf("end again: shown %v, walking %v", s.game.moves, s.walk.Walking())
	}
	s.press(t, "home", ">", "o")
	if s.walk.Walking() || !slices.Equal(s.game.moves, []int{1}) || s.said[len(s.said)-1] != "playing on from here: the later moves are dropped" {
		t.Fatalf("home > o: game %v, said %q", s.game.moves, s.said)
	}
}

func TestWalkForwardToTheEndLeavesTheWalk(t *testing.T) {
	s := &tallyScreen{game: &tally{moves: []int{4, 5}}}
	s.press(t, ">")
	if s.said[0] != "this is the end of the game" || s.walk.Walking() {
		t.Fatalf("> on the game: said %q", s.said)
	}
	s.press(t, "home", ">", ">")
	if s.walk.Walking() || !slices.Equal(s.game.moves, []int{4, 5}) || s.nexts != 1 {
		t.Fatalf("home > >: shown %v, walking %v", s.game.moves, s.walk.Walking())
	}
	s.press(t, "home", "<")
	if got := s.said[len(s.said)-1]; got != "this is the start of the game" {
		t.Fatalf("< at the start said %q", got)
	}
}
