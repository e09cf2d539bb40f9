package review

import (
	"context"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/review"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/components/textfield"
)

// Learn from your mistakes: the side's mistakes and blunders one by
// one, from the position before each; the person types a move or
// clicks it on the board (boardclick.go). A move
// as good as the engine's (losing less than an inaccuracy's drop of
// winning chances against it) is accepted with its line; any other is
// refuted: the try and the engine's answer on the board. After two
// tries the solution is shown.

type learning struct {
	side    int
	plies   []int // the side's mistakes and blunders
	at      int
	tries   int
	field   textinput.Model
	verdict string
	good    bool
	line    []string // on the board from the mistake's position
	steps   int
	pending bool             // a try is being evaluated
	pick    cabezaboard.Pick // what clicks on the board have chosen
	gen     int
	cancel  context.CancelFunc
}

// tryMsg is a try's evaluation: the position after it, for the other
// side.
type tryMsg struct {
	gen  int
	move string
	e    review.Eval
}

var (
	learnSubmit = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "try the move / next"))
	learnNext   = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "skip"))
	learnSide   = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "other side"))
	learnLine   = key.NewBinding(key.WithKeys("down"), key.WithHelp("↑↓", "step the line"))
	learnLeave  = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "end"))
)

func (l *learning) shortHelp() []key.Binding {
	return []key.Binding{learnSubmit, learnNext, learnSide, learnLine, learnLeave}
}

// ply is the position the board shows: before the mistake.
func (l *learning) ply() int { return l.plies[l.at] }

// personSide is the side a person played (a record's "human"), else the
// side with the more mistakes.
func (m Model) personSide() int {
	var names [2]string
	if m.cab != nil {
		red, _ := m.cab.Tag("Red")
		blue, _ := m.cab.Tag("Blue")
		names = [2]string{red, blue}
		if m.rev.Side(0) == "blue" {
			names = [2]string{blue, red}
		}
	} else {
		names = [2]string{m.cat.Cat, m.cat.Catcher}
		if m.rev.Side(0) == "catcher" {
			names = [2]string{m.cat.Catcher, m.cat.Cat}
		}
	}
	h0, h1 := names[0] == "human", names[1] == "human"
	if h0 != h1 {
		if h0 {
			return 0
		}
		return 1
	}
	s := m.rev.Summary()
	if s[1].Mistakes+s[1].Blunders > s[0].Mistakes+s[0].Blunders {
		return 1
	}
	return 0
}

// errorsOf lists side's mistakes and blunders.
func (m Model) errorsOf(side int) []int {
	var out []int
	for i := 0; i < m.game.Len(); i++ {
		if mv := m.rev.Move(i); mv.Known && mv.Side == side && mv.Mark >= review.Mistake {
			out = append(out, i)
		}
	}
	return out
}

func (m Model) startLearning() (tea.Model, tea.Cmd) {
	return m.learnSide(m.personSide())
}

func (m Model) learnSide(side int) (tea.Model, tea.Cmd) {
	if !m.rev.Complete() {
		m.status = "learning waits for the whole review: " + progressWords(m.rev)
		return m, nil
	}
	plies := m.errorsOf(side)
	if len(plies) == 0 {
		m.learn = nil
		m.status = fmt.Sprintf("%s made no mistake or blunder: nothing to learn", m.rev.Side(side))
		if len(m.errorsOf(1-side)) == 0 {
			m.status = "neither side made a mistake or blunder: nothing to learn"
		}
		return m, nil
	}
	l := &learning{side: side, plies: plies}
	l.field = textfield.New(m.st, "your move: ", "", 24, 30, nil)
	l.field.Focus()
	m.learn = l
	m.status = ""
	return m, textinput.Blink
}

// next goes to the next mistake (or ends).
func (m Model) learnNextMistake() (tea.Model, tea.Cmd) {
	l := *m.learn
	l.stop()
	if l.at+1 >= len(l.plies) {
		m.learn = nil
		m.status = "that was the last of them"
		return m, nil
	}
	l.at++
	l.tries, l.verdict, l.good, l.line, l.steps, l.pending = 0, "", false, nil, 0, false
	l.field.SetValue("")
	l.field.Focus()
	m.learn = &l
	return m, nil
}

func (l *learning) stop() {
	if l.cancel != nil {
		l.cancel()
		l.cancel = nil
	}
}

func (m Model) learnKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	l := *m.learn
	switch {
	case key.Matches(msg, learnLeave):
		l.stop()
		m.learn = nil
		return m, nil
	case key.Matches(msg, learnNext):
		m.learn = &l
		return m.learnNextMistake()
	case key.Matches(msg, learnSide):
		l.stop()
		return m.learnSide(1 - l.side)
	case msg.Type == tea.KeyDown || msg.Type == tea.KeyUp:
		d := 1
		if msg.Type == tea.KeyUp {
			d = -1
		}
		l.steps = min(max(l.steps+d, 0), len(l.line))
		m.learn = &l
		return m, nil
	case key.Matches(msg, learnSubmit):
		if l.good || l.tries >= 2 {
			m.learn = &l
			return m.learnNextMistake()
		}
		return m.tryMove(l, l.field.Value())
	}
	var cmd tea.Cmd
	l.field, cmd, _ = textfield.Edit(l.field, msg)
	m.learn = &l
	return m, cmd
}

// tryMove starts the evaluation of a try, typed or clicked.
func (m Model) tryMove(l learning, text string) (tea.Model, tea.Cmd) {
	if l.pending {
		return m, nil
	}
	l.pick.Clear()
	move, err := m.board.legal(l.ply(), text)
	if err != nil {
		l.verdict = err.Error()
		m.learn = &l
		return m, nil
	}
	g, err := m.board.withMove(l.ply(), move)
	if err != nil {
		l.verdict = err.Error()
		m.learn = &l
		return m, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	l.gen++
	l.pending, l.cancel = true, cancel
	l.verdict = "thinking about " + move + "…"
	m.learn = &l
	gen, ply, b := l.gen, l.ply()+1, m.budget
	return m, func() tea.Msg {
		return tryMsg{gen: gen, move: move, e: g.NewEvaluator(b).Evaluate(ctx, ply)}
	}
}

// tried judges a try against the engine's move.
func (m Model) tried(msg tryMsg) (tea.Model, tea.Cmd) {
	if m.learn == nil || msg.gen != m.learn.gen {
		return m, nil
	}
	l := *m.learn
	l.pending, l.cancel = false, nil
	mv := m.rev.Move(l.ply())
	after := 1 - review.WinChance(m.rev.Kind, msg.e.Score)
	l.tries++
	switch {
	case msg.move == mv.Best || mv.Before-after < review.InaccuracyDrop && !(msg.e.Proven && msg.e.Score.IsWin()):
		l.good = true
		l.verdict = fmt.Sprintf("%s: good! %d%% for you (the game's %s: %d%%)", msg.move, pct(after), mv.Move, pct(mv.After))
		l.line, l.steps = append([]string{msg.move}, msg.e.Line...), 1
	case l.tries >= 2:
		l.verdict = fmt.Sprintf("%s: no (%d%%). The solution: %s (%d%%)", msg.move, pct(after), mv.Best, pct(mv.Before))
		l.line, l.steps = mv.Line, 1
	default:
		answer := "the engine's answer"
		if len(msg.e.Line) > 0 {
			answer = msg.e.Line[0]
		}
		l.verdict = fmt.Sprintf("%s: refuted by %s (%d%% for you). One more try.", msg.move, answer, pct(after))
		l.line, l.steps = append([]string{msg.move}, msg.e.Line...), min(2, 1+len(msg.e.Line))
		l.field.SetValue("")
	}
	m.learn = &l
	return m, nil
}

func (l *learning) panel(m Model, w int) []string {
	mv := m.rev.Move(l.ply())
	var out []string // wrapped, not cut: a cut mark ("??" to "?") says another
	for _, s := range []string{
		m.st.Heading.Render(fmt.Sprintf("Learn: %s's mistake %d of %d", m.rev.Side(l.side), l.at+1, len(l.plies))),
		fmt.Sprintf("Played %s: %s", moveLabel(mv.Ply, mv.Move+mv.Mark.Symbol()), mv.Mark),
		"Find a better move for " + m.rev.Side(l.side) + ".",
	} {
		out = append(out, common.WrapStyled(s, w)...)
	}
	out = append(out, textfield.View(l.field, m.st))
	out = append(out, common.WrapStyled(l.verdict, w)...)
	if len(l.line) > 0 {
		out = append(out, m.lineLines(l.line, l.steps, w)...)
	}
	return out
}

func pct(w float64) int { return int(w*100 + 0.5) }
