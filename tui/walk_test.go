package tui

import (
	"fmt"
	"slices"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// tally is a game of numbered moves, enough to walk without either
// game's rules.
type tally struct{ moves []int }

type tallyLine struct{}

func (tallyLine) plies(g *tally) int { return len(g.moves) }
func (tallyLine) cut(g *tally, ply int) *tally {
	return &tally{moves: slices.Clone(g.moves[:ply])}
}
func (tallyLine) isPrefix(a, b *tally) bool { return movesPrefix(a.moves, b.moves) }

// tallyScreen records what the walk asks of a screen.
type tallyScreen struct {
	game   *tally
	walk   walk[*tally, tallyLine]
	said   []string
	paused int
	nexts  int
}

func (s *tallyScreen) shown() *tally { return s.game }
func (s *tallyScreen) show(g *tally) { s.game = g }
func (s *tallyScreen) pauseWalk()    { s.paused++ }
func (s *tallyScreen) next() tea.Cmd { s.nexts++; return nil }
func (s *tallyScreen) say(_ bool, format string, a ...any) {
	s.said = append(s.said, fmt.Sprintf(format, a...))
}

// play is a move on the shown game, tracked as the screens do.
func (s *tallyScreen) play(mv int) {
	s.game = &tally{moves: append(slices.Clone(s.game.moves), mv)}
	s.walk.track(s.game)
}

func (s *tallyScreen) press(t *testing.T, keys ...string) {
	t.Helper()
	undo := key.NewBinding(key.WithKeys("z"))
	step := key.NewBinding(key.WithKeys("s"))
	for _, k := range keys {
		msg := keyRunes(k)
		switch k {
		case "home":
			msg = tea.KeyMsg{Type: tea.KeyHome}
		case "end":
			msg = tea.KeyMsg{Type: tea.KeyEnd}
		}
		if _, ok := s.walk.key(s, msg, undo, step); !ok {
			t.Fatalf("%q is not a walk key", k)
		}
	}
}

func TestWalkBackSideLineEndAndPlayOn(t *testing.T) {
	s := &tallyScreen{game: &tally{moves: []int{1, 2, 3}}}
	s.press(t, "<", "z")
	if !s.walk.walking() || !slices.Equal(s.game.moves, []int{1}) || s.paused != 1 {
		t.Fatalf("after < z: shown %v, walking %v, paused %d", s.game.moves, s.walk.walking(), s.paused)
	}
	s.play(9) // a side line: 1 9
	if !s.walk.sideLine() || !slices.Equal(s.walk.line.moves, []int{1, 2, 3}) {
		t.Fatalf("side line %v not noted (line %v)", s.walk.tip.moves, s.walk.line.moves)
	}
	if got := s.walk.lines(styles{}, s.game)[0]; got != "SIDE LINE at ply 2" {
		t.Fatalf("banner on the side line %q", got)
	}
	s.press(t, "<")
	if got := s.walk.lines(styles{}, s.game)[0]; got != "HISTORY 1/3" {
		t.Fatalf("banner on the shared move %q", got)
	}
	s.press(t, "end") // to the side line's end, then to the game
	if !slices.Equal(s.game.moves, []int{1, 9}) || !s.walk.walking() {
		t.Fatalf("end: shown %v, want the side line's end", s.game.moves)
	}
	s.press(t, "end")
	if s.walk.walking() || !slices.Equal(s.game.moves, []int{1, 2, 3}) || s.nexts != 1 {
		t.Fatalf("end again: shown %v, walking %v", s.game.moves, s.walk.walking())
	}
	s.press(t, "home", ">", "o")
	if s.walk.walking() || !slices.Equal(s.game.moves, []int{1}) || s.said[len(s.said)-1] != "playing on from here: the later moves are dropped" {
		t.Fatalf("home > o: game %v, said %q", s.game.moves, s.said)
	}
}

func TestWalkForwardToTheEndLeavesTheWalk(t *testing.T) {
	s := &tallyScreen{game: &tally{moves: []int{4, 5}}}
	s.press(t, ">")
	if s.said[0] != "this is the end of the game" || s.walk.walking() {
		t.Fatalf("> on the game: said %q", s.said)
	}
	s.press(t, "home", ">", ">")
	if s.walk.walking() || !slices.Equal(s.game.moves, []int{4, 5}) || s.nexts != 1 {
		t.Fatalf("home > >: shown %v, walking %v", s.game.moves, s.walk.walking())
	}
	s.press(t, "home", "<")
	if got := s.said[len(s.said)-1]; got != "this is the start of the game" {
		t.Fatalf("< at the start said %q", got)
	}
}
