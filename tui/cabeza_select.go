package tui

import (
	"fmt"
	"sort"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/internal/plural"
)

// A person's move on the Cabeza board: select a piece (enter, tab or a
// click), preview its move step by step or choose among its moves, and
// play it.

// act is Enter: play the preview, or select the piece under the cursor.
func (m *cabezaGame) act() tea.Cmd {
	if m.sel != 0 && m.preview != cabeza.NoMove {
		return m.play(m.preview)
	}
	if !m.canMove() {
		return nil
	}
	p := m.game.Position()
	pl, k, ok := p.PieceAt(m.cursor)
	switch {
	case !ok:
		m.say(true, "%v is empty: put the cursor on one of your pieces", m.cursor)
	case pl != p.Side():
		m.say(true, "that is %s's %v; it is %s's turn", pl, k, p.Side())
	case m.sel == ownerID(pl, k):
		m.say(false, "%s selected: choose a direction, or tab through its moves", k)
	default:
		m.selectPiece(pl, k)
	}
	return nil
}

// canMove says whether a person may move now, and why not.
func (m *cabezaGame) canMove() bool {
	p := m.game.Position()
	switch {
	case m.game.Status().Over():
		m.say(true, "the game is over: z undoes, g starts a new game")
		return false
	case m.aiVsAI():
		m.say(true, "%s: p pause · s step", m.bothSides())
		return false
	case !m.humanToMove():
		m.say(true, "wait: %s is to move", m.mover(p.Side()))
		return false
	}
	return true
}

func (m *cabezaGame) selectPiece(pl cabeza.Player, k cabeza.Kind) {
	m.sel = ownerID(pl, k)
	m.steps, m.preview = nil, cabeza.NoMove
	m.choices = nil
	for _, mv := range m.game.LegalMoves() {
		if mv.Kind() == k {
			m.choices = append(m.choices, mv)
		}
	}
	if len(m.choices) == 0 {
		// Nothing to choose: the selection would only turn the direction
		// keys into "no legal route" and keep the cursor where it is.
		m.deselect()
		m.say(true, "the %v has no legal move: choose another piece (tab goes through those that can move)", k)
		return
	}
	sort.Slice(m.choices, func(i, j int) bool { return m.choices[i].String() < m.choices[j].String() })
	m.describe()
}

func (m *cabezaGame) deselect() {
	m.sel, m.steps, m.preview, m.choices = 0, nil, cabeza.NoMove, nil
}

// describe puts the selection and its preview into the status line.
func (m *cabezaGame) describe() {
	if m.sel == 0 {
		return
	}
	_, k := idPiece(m.sel)
	if len(m.choices) == 0 {
		m.say(true, "the %v has no legal move", k)
		return
	}
	if m.preview == cabeza.NoMove {
		var names []string
		for _, mv := range m.choices {
			names = append(names, mv.String())
		}
		m.say(false, "%v: %s", k, strings.Join(names, " "))
		return
	}
	m.say(false, "%v: %s — enter plays", m.preview, landing(m.preview))
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
func (m *cabezaGame) stepText(steps [][2]int) string {
	pl, k := idPiece(m.sel)
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
func (m *cabezaGame) addStep(d [2]int) {
	_, k := idPiece(m.sel)
	maxSteps := 2
	if k == cabeza.Opa {
		maxSteps = 1
	}
	diagonal := d[0] != 0 && d[1] != 0
	switch {
	case diagonal && k != cabeza.Cabeza:
		m.say(true, "only the Cabeza moves diagonally; a block rolls n, s, e or w")
		return
	case len(m.steps) >= maxSteps:
		m.say(true, "the %v moves at most %d step%s: enter plays %v, backspace takes a step back", k, maxSteps, plural.S(maxSteps), m.preview)
		return
	case m.preview != cabeza.NoMove && m.preview.IsWin():
		m.say(true, "%v already wins: enter plays it", m.preview)
		return
	}
	steps := append(append([][2]int(nil), m.steps...), d)
	text := m.stepText(steps)
	mv, err := cabeza.ParseMove(m.game.Position(), text)
	if err != nil {
		m.say(true, "%v", err)
		return
	}
	m.steps, m.preview = steps, mv
	m.describe()
}

// cycle is tab: through the pieces that can move, or, with a piece
// selected, through its legal moves.
func (m *cabezaGame) cycle(dir int) {
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
	p := m.game.Position()
	var movable []cabeza.Kind
	seen := map[cabeza.Kind]bool{}
	for _, mv := range m.game.LegalMoves() {
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
		_, cur := idPiece(m.sel)
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
// move of the selected piece onto a highlighted square.
func (m *cabezaGame) click(sq cabeza.Square) tea.Cmd {
	m.cursor = sq
	if !m.canMove() {
		return nil
	}
	p := m.game.Position()
	if m.sel != 0 {
		var here []cabeza.Move
		for _, mv := range m.choices {
			if mv.To().Covers(sq) {
				here = append(here, mv)
			}
		}
		switch {
		case len(here) == 1:
			return m.play(here[0])
		case len(here) > 1:
			i := 0
			for j, mv := range here {
				if mv == m.preview {
					i = (j + 1) % len(here)
				}
			}
			m.preview, m.steps = here[i], nil
			var names []string
			for _, mv := range here {
				names = append(names, mv.String())
			}
			m.say(false, "%d moves land here (%s): %v %s; click again for the next, enter plays", len(here), strings.Join(names, " "), m.preview, landing(m.preview))
			return nil
		}
	}
	if pl, k, ok := p.PieceAt(sq); ok && pl == p.Side() {
		if m.sel == ownerID(pl, k) {
			m.deselect()
			m.status = ""
			return nil
		}
		m.selectPiece(pl, k)
		return nil
	}
	if m.sel != 0 {
		_, k := idPiece(m.sel)
		m.say(true, "the %v cannot reach %v", k, sq)
		return nil
	}
	m.say(true, "click one of %s's pieces", p.Side())
	return nil
}

// play makes a person's move.
func (m *cabezaGame) play(mv cabeza.Move) tea.Cmd {
	if err := m.game.Play(mv); err != nil {
		m.say(true, "%v", err)
		return nil
	}
	m.deselect()
	m.status = ""
	m.placeCursor()
	return m.next()
}

// placeCursor puts the cursor where the side to move is likely to look:
// on the piece it moved last, or on its Cabeza.
func (m *cabezaGame) placeCursor() {
	p := m.game.Position()
	moves := m.game.Moves()
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i].Player() == p.Side() {
			m.cursor = p.Placement(p.Side(), moves[i].Kind()).Corner()
			return
		}
	}
	m.cursor = p.Cabeza(p.Side())
}
