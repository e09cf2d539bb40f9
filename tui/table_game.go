package tui

import (
	"fmt"
	"slices"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/table"
)

// The game screen inside a table screen is an ordinary hot-seat game
// screen (board, keys, analysis, history); the table screen reads the
// moves it makes and replaces its game with the table's. These are the
// few things it needs of either game's screen.

// newTableInner opens the game screen of a table's setup, both sides
// human: the table decides who may move.
func newTableInner(opts Options, s table.Setup) (screen, error) {
	if s.Kind == table.Cabeza {
		return newCabezaGame(opts, CabezaSetup{Red: Human(), Blue: Human(), Position: s.Position})
	}
	c := CatcatSetup{Cat: Human(), Catcher: Human(), Size: s.Size, Density: s.Density, Seed: s.Seed, Start: s.CatcatStart}
	if s.CatcatStart != nil {
		c.Size = s.CatcatStart.Size().N()
	}
	return newCatcatGame(opts, c)
}

// withSeatNames shows who sits at each seat in the game screen's panel
// (at one keyboard the names are "", and the panel says "player").
func withSeatNames(s screen, names [2]string) screen {
	switch m := s.(type) {
	case cabezaGame:
		m.setup.Red.Name, m.setup.Blue.Name = names[0], names[1]
		return m
	case catcatGame:
		m.setup.Cat.Name, m.setup.Catcher.Name = names[0], names[1]
		return m
	}
	return s
}

// innerMoves are the moves of the game (not of a line the history walk
// shows), in notation.
func innerMoves(s screen) []string {
	var out []string
	switch m := s.(type) {
	case cabezaGame:
		g := m.game
		if m.walk.walking() {
			g = m.walk.line
		}
		for _, mv := range g.Moves() {
			out = append(out, mv.String())
		}
	case catcatGame:
		g := m.game
		if m.walk.walking() {
			g = m.walk.line
		}
		for _, c := range g.Moves() {
			out = append(out, c.String())
		}
	}
	return out
}

// setInnerMoves replaces the screen's game with the table's moves, leaving
// any history walk and selection (they belonged to the old position).
func setInnerMoves(s screen, moves []string) (screen, error) {
	switch m := s.(type) {
	case cabezaGame:
		g := cabeza.NewGame(m.game.Start())
		if m.walk.walking() {
			g = cabeza.NewGame(m.walk.line.Start())
		}
		for _, mv := range moves {
			if _, err := g.PlayText(mv); err != nil {
				return s, fmt.Errorf("the table's move %s: %v", mv, err)
			}
		}
		m.walk = cabezaWalk{}
		m.game = g
		m.deselect()
		m.prompting = false
		m.prompt.Blur()
		m.placeCursor()
		return m, nil
	case catcatGame:
		g := catcat.NewGame(m.start)
		for _, mv := range moves {
			c, err := catcat.ParseCell(mv)
			if err == nil {
				err = g.Play(c)
			}
			if err != nil {
				return s, fmt.Errorf("the table's move %s: %v", mv, err)
			}
		}
		m.walk = catcatWalk{}
		m.game = g // the cursor stays: the board's size never changes
		return m, nil
	}
	return s, nil
}

// tableSyncMsg passes through the inner screen after its game was
// replaced, so its analysis follows the new position.
type tableSyncMsg struct{}

func syncInner(s screen) (screen, tea.Cmd) {
	next, cmd := s.Update(tableSyncMsg{})
	return next.(screen), cmd
}

// sameMoves reports whether a and b are the same moves.
func sameMoves(a, b []string) bool { return slices.Equal(a, b) }

// The game screen's own keys that the table screen takes over.
func keyIsQuit(s screen, msg tea.KeyMsg) bool {
	switch m := s.(type) {
	case cabezaGame:
		return key.Matches(msg, m.keys.Quit)
	case catcatGame:
		return key.Matches(msg, m.keys.Quit)
	}
	return false
}

func keyIsNew(s screen, msg tea.KeyMsg) bool {
	switch m := s.(type) {
	case cabezaGame:
		return key.Matches(msg, m.keys.New)
	case catcatGame:
		return key.Matches(msg, m.keys.New, m.keys.Restart)
	}
	return false
}

func keyIsUndo(s screen, msg tea.KeyMsg) bool {
	switch m := s.(type) {
	case cabezaGame:
		return key.Matches(msg, m.keys.Undo)
	case catcatGame:
		return key.Matches(msg, m.keys.Undo)
	}
	return false
}

func innerWalking(s screen) bool {
	switch m := s.(type) {
	case cabezaGame:
		return m.walk.walking()
	case catcatGame:
		return m.walk.walking()
	}
	return false
}

// innerBusy: esc has something to back out of in the game screen (so it
// is not yet "leave the table").
func innerBusy(s screen) bool {
	switch m := s.(type) {
	case cabezaGame:
		return m.prompting || m.sel != 0 || len(m.steps) > 0 || m.preview != cabeza.NoMove || m.walk.walking() || m.an.preview != nil
	case catcatGame:
		return m.prompting || m.walk.walking() || m.an.preview != nil
	}
	return false
}

func innerStatus(s screen) string {
	switch m := s.(type) {
	case cabezaGame:
		return m.status
	case catcatGame:
		return m.status
	}
	return ""
}

// innerProblem reports that the game screen's status line is a problem
// (a move typed wrong, a cell that cannot be played).
func innerProblem(s screen) bool {
	switch m := s.(type) {
	case cabezaGame:
		return m.problem && m.status != ""
	case catcatGame:
		return m.problem && m.status != ""
	}
	return false
}

// withStatus is the screen with its status line saying text (for drawing
// only: the table screen's copy).
func withStatus(s screen, text string, problem bool) screen {
	switch m := s.(type) {
	case cabezaGame:
		m.status, m.problem = text, problem
		return m
	case catcatGame:
		m.status, m.problem = text, problem
		return m
	}
	return s
}
