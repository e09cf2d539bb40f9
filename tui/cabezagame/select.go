package cabezagame

import (
	"fmt"
	"sort"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/internal/plural"
	"cabezacat/tui/components/cabezaboard"
)

// A person's move on the Cabeza board: select a piece (enter, tab or a
// click), preview its move step by step or choose among its moves, and
// play it.

// act is Enter: play the preview, or select the piece under the cursor.
func (m *Model) act() tea.Cmd {
	if m.sel != 0 && m.preview != cabeza.NoMove {
		return m.Play(m.preview)
	}
	if !m.canMove() {
		return nil
	}
	p := m.Game.Position()
	pl, k, ok := p.PieceAt(m.cursor)
	switch {
	case !ok:
		m.Say(true, "%v is empty: put the cursor on one of your pieces", m.cursor)
	case pl != p.Side():
		m.Say(true, "that is %s's %v; it is %s's turn", pl, k, p.Side())
	case m.sel == cabezaboard.OwnerID(pl, k):
		m.Say(false, "%s selected: choose a direction, or tab through its moves", k)
	default:
		m.selectPiece(pl, k)
	}
	return nil
}

// canMove says whether a person may move now, and why not.
func (m *Model) canMove() bool {
	p := m.Game.Position()
	switch {
	case m.Game.Status().Over():
		m.Say(true, "the game is over: z undoes, g starts a new game")
		return false
	case m.flagged():
		m.Say(true, "the game is over: %s's flag fell; g starts a new game", p.Side())
		return false
	case m.AIVsAI():
		m.Say(true, "%s: p pause · s step", m.bothSides())
		return false
	case !m.HumanToMove():
		m.Say(true, "wait: %s is to move", m.mover(p.Side()))
		return false
	}
	return true
}

func (m *Model) selectPiece(pl cabeza.Player, k cabeza.Kind) {
	p := m.Game.Position()
	pk := cabezaboard.NewPick()
	if !pk.Select(&p, pl, k) {
		// Nothing to choose: the selection would only turn the direction
		// keys into "no legal route" and keep the cursor where it is.
		m.deselect()
		m.Say(true, "the %v has no legal move: choose another piece (tab goes through those that can move)", k)
		return
	}
	m.sel, m.choices = pk.Piece, pk.Reach
	m.steps, m.preview = nil, cabeza.NoMove
	m.describe()
}

func (m *Model) deselect() {
	m.sel, m.steps, m.preview, m.choices = 0, nil, cabeza.NoMove, nil
}

// describe puts the selection and its preview into the status line.
func (m *Model) describe() {
	if m.sel == 0 {
		return
	}
	_, k := cabezaboard.PieceOf(m.sel)
	if len(m.choices) == 0 {
		m.Say(true, "the %v has no legal move", k)
		return
	}
	if m.preview == cabeza.NoMove {
		var names []string
		for _, mv := range m.choices {
			names = append(names, mv.String())
		}
		m.Say(false, "%v: %s", k, strings.Join(names, " "))
		return
	}
	m.Say(false, "%v: %s — enter plays", m.preview, landing(m.preview))
}

// landing says where a move puts its piece and how it stands.
func landing(mv cabeza.Move) string {
	to := mv.To()
	where := to.Corner().String()
	if to.W > 1 || to.D > 1 {
		where += "–" + cabeza.SquareAt(to.X+to.W-1, to.Y+to.D-1).String()
	}
	how := ""
	switch k := mv.Kind(); {
	case k == cabeza.Cabeza:
		how = ""
	case k == cabeza.Flaco || k == cabeza.Chato:
		if to.H >= 2 {
			how = ", standing (height 2)"
		} else {
			how = ", lying (height 1)"
		}
	default:
		how = fmt.Sprintf(", height %d", to.H)
	}
	win := ""
	if mv.IsWin() {
		win = " — wins!"
	}
	return "to " + where + how + win
}

// stepText writes steps as the notation of the selected piece: the rolls
// in order for a Flaco, Chato or Opa, the displacement for a Mini or the
// Cabeza.
func (m *Model) stepText(steps [][2]int) string {
	pl, k := cabezaboard.PieceOf(m.sel)
	var b strings.Builder
	b.WriteByte(k.Letter(pl))
	if k == cabeza.Mini || k == cabeza.Cabeza {
		dx, dy := 0, 0
		for _, s := range steps {
			dx, dy = dx+s[0], dy+s[1]
		}
		for ; dy > 0; dy-- {
			b.WriteByte('n')
		}
		for ; dy < 0; dy++ {
			b.WriteByte('s')
		}
		for ; dx > 0; dx-- {
			b.WriteByte('e')
		}
		for ; dx < 0; dx++ {
			b.WriteByte('w')
		}
		return b.String()
	}
	for _, s := range steps {
		switch s {
		case [2]int{0, 1}:
			b.WriteByte('n')
		case [2]int{0, -1}:
			b.WriteByte('s')
		case [2]int{1, 0}:
			b.WriteByte('e')
		case [2]int{-1, 0}:
			b.WriteByte('w')
		}
	}
	return b.String()
}

// addStep extends the preview by one step if the rules allow it there.
func (m *Model) addStep(d [2]int) {
	_, k := cabezaboard.PieceOf(m.sel)
	maxSteps := 2
	if k == cabeza.Opa {
		maxSteps = 1
	}
	diagonal := d[0] != 0 && d[1] != 0
	switch {
	case diagonal && k != cabeza.Cabeza:
		m.Say(true, "only the Cabeza moves diagonally; a block rolls n, s, e or w")
		return
	case len(m.steps) >= maxSteps:
		m.Say(true, "the %v moves at most %d step%s: enter plays %v, backspace takes a step back", k, maxSteps, plural.S(maxSteps), m.preview)
		return
	case m.preview != cabeza.NoMove && m.preview.IsWin():
		m.Say(true, "%v already wins: enter plays it", m.preview)
		return
	}
	steps := append(append([][2]int(nil), m.steps...), d)
	text := m.stepText(steps)
	mv, err := cabeza.ParseMove(m.Game.Position(), text)
	if err != nil {
		m.Say(true, "%v", err)
		return
	}
	m.steps, m.preview = steps, mv
	m.describe()
}

// cycle is tab: through the pieces that can move, or, with a piece
// selected, through its legal moves.
func (m *Model) cycle(dir int) {
	if !m.canMove() {
		return
	}
	if m.sel != 0 && len(m.choices) > 0 {
		i := -1
		for j, mv := range m.choices {
			if mv == m.preview {
				i = j
			}
		}
		if i < 0 && dir < 0 {
			i = 0
		}
		i = (i + dir + len(m.choices)) % len(m.choices)
		m.preview, m.steps = m.choices[i], nil
		m.describe()
		return
	}
	p := m.Game.Position()
	var movable []cabeza.Kind
	seen := map[cabeza.Kind]bool{}
	for _, mv := range m.Game.LegalMoves() {
		if !seen[mv.Kind()] {
			seen[mv.Kind()] = true
			movable = append(movable, mv.Kind())
		}
	}
	if len(movable) == 0 {
		return
	}
	sort.Slice(movable, func(i, j int) bool { return movable[i] < movable[j] })
	i := 0
	if m.sel != 0 {
		_, cur := cabezaboard.PieceOf(m.sel)
		for j, k := range movable {
			if k == cur {
				i = (j + dir + len(movable)) % len(movable)
			}
		}
	} else if dir < 0 {
		i = len(movable) - 1
	}
	k := movable[i]
	m.cursor = p.Placement(p.Side(), k).Corner()
	m.selectPiece(p.Side(), k)
}

// click selects a piece of the side to move, or plays (or previews) a
// move of the selected piece onto a highlighted square: the choosing is
// cabezaboard.Pick's, shared with the other screens that take clicks.
func (m *Model) click(sq cabeza.Square) tea.Cmd {
	m.cursor = sq
	if !m.canMove() {
		return nil
	}
	p := m.Game.Position()
	pk := cabezaboard.Pick{Piece: m.sel, Reach: m.choices, Landing: m.preview}
	c := pk.Click(&p, sq)
	switch c.Outcome {
	case cabezaboard.Chosen:
		return m.Play(c.Move)
	case cabezaboard.Several:
		m.preview, m.steps = c.Move, nil
		m.Say(false, "%d moves land here (%s): %v %s; click again for the next, enter plays", len(c.Here), cabezaboard.Names(c.Here), m.preview, landing(m.preview))
	case cabezaboard.Dropped:
		m.deselect()
		m.Status = ""
	case cabezaboard.Picked, cabezaboard.Stuck:
		m.selectPiece(p.Side(), c.Kind) // says why a stuck piece is not selected
	case cabezaboard.Unreachable:
		m.Say(true, "the %v cannot reach %v", c.Kind, sq)
	default:
		m.Say(true, "click one of %s's pieces", p.Side())
	}
	return nil
}

// Play makes a person's move.
func (m *Model) Play(mv cabeza.Move) tea.Cmd {
	if err := m.Game.Play(mv); err != nil {
		m.Say(true, "%v", err)
		return nil
	}
	m.deselect()
	m.Status = ""
	m.PlaceCursor()
	return m.Next()
}

// PlaceCursor puts the cursor where the side to move is likely to look:
// on the piece it moved last, or on its Cabeza.
func (m *Model) PlaceCursor() {
	p := m.Game.Position()
	moves := m.Game.Moves()
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i].Player() == p.Side() {
			m.cursor = p.Placement(p.Side(), moves[i].Kind()).Corner()
			return
		}
	}
	m.cursor = p.Cabeza(p.Side())
}
