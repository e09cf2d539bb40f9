package tui

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai"
	"cabezacat/cabeza"
	"cabezacat/internal/plural"
)

// cabezaGame is the Cabeza screen: the board, and beside it who plays,
// whose turn, the selected piece or the result, the engine panel and the
// move history.
type cabezaGame struct {
	opts  Options
	st    styles
	gl    glyphs
	keys  cabezaKeys
	help  help.Model
	setup CabezaSetup
	game  *cabeza.Game // changed only in Update
	board cabezaBoards

	flipped bool
	cursor  cabeza.Square
	sel     int           // owner id of the selected piece; 0 for none
	steps   [][2]int      // the preview's steps so far, as (dx, dy) on the board
	preview cabeza.Move   // the move the steps (or tab, or a click) describe
	choices []cabeza.Move // the selected piece's legal moves, in notation order

	histBack int // rows the history is scrolled back from its end

	prompting bool
	prompt    textinput.Model

	panel enginePanel
	job   *searchJob
	an    cabezaAnalysis // the engine's view of the shown position
	walk  cabezaWalk     // history walk and side line
	ais   [2]cabezaSearcher
	progs cabezaPrograms // engine programs playing sides, and a forfeit
	pacer

	guard // asks before a game with unsaved moves is thrown away

	status   string
	problem  bool
	escArmed bool
	width    int
	height   int
}

func newCabezaGame(opts Options, s CabezaSetup) (screen, error) {
	start := cabeza.Start()
	if s.Record != nil {
		start = s.Record.Start
	} else if s.Position != "" {
		p, err := cabeza.ParsePosition(s.Position)
		if err != nil {
			return nil, err
		}
		start = p
	}
	var ais [2]cabezaSearcher
	var progs cabezaPrograms
	for pl, p := range []Player{s.Red, s.Blue} {
		if !p.AI {
			continue
		}
		if err := opts.allowAI(p, true); err != nil {
			return nil, err
		}
		if p.Engine != "" {
			var err error
			if ais[pl], err = progs.start(pl, p.Engine, p.EngineTime); err != nil {
				return nil, err
			}
			continue
		}
		if newCabezaSearcher == nil {
			return nil, errors.New("the Cabeza AI is not built in yet: play hot-seat")
		}
		ais[pl] = newCabezaSearcher(p.Level)
	}
	st := newStyles(opts)
	gl := newGlyphs(opts)
	h := newHelp(st)
	m := cabezaGame{
		opts: opts, st: st, gl: gl, keys: defaultCabezaKeys, help: h,
		setup: s, game: cabeza.NewGame(start), board: newCabezaBoards(st, gl),
		flipped: s.Blue == Human() && s.Red.AI, // your own side at the bottom
		panel:   newEnginePanel(st, opts), ais: ais, progs: progs, pacer: newPacer(),
		prompt: newTextField(st, "move: ", "e.g. Fne", 8, 0, nil),
	}
	m.cursor = start.Cabeza(start.Side())
	if s.Record != nil {
		g, err := s.Record.Game()
		if err != nil {
			return nil, err
		}
		m.walk = cabezaWalk{line: g, tip: g} // opened at the start: > steps, end jumps
		m.game = cut(g, 0)
		m.savedMoves = movesKey(g.Moves()) // on file already
	}
	return m, nil
}

// Init cannot change the model, so the first AI move is started from
// Update, by a message.
func (m cabezaGame) Init() tea.Cmd { return func() tea.Msg { return gameStartMsg{} } }

func (m cabezaGame) player(pl cabeza.Player) Player {
	if pl == cabeza.Red {
		return m.setup.Red
	}
	return m.setup.Blue
}

// mover names who moves for side pl in the status line: "red (the AI)",
// "blue (the engine program)".
func (m cabezaGame) mover(pl cabeza.Player) string {
	if m.player(pl).Engine != "" {
		return fmt.Sprintf("%s (the engine program)", pl)
	}
	return fmt.Sprintf("%s (the AI)", pl)
}

// bothSides says who plays AI vs AI: "the AI" when both sides are the
// built-in AI, else each side's engine program or AI level by name.
func (m cabezaGame) bothSides() string {
	if m.setup.Red.Engine == "" && m.setup.Blue.Engine == "" {
		return "the AI plays both sides"
	}
	return fmt.Sprintf("%s plays red, %s blue", shortAIName(m.setup.Red, m.st.ellipsis), shortAIName(m.setup.Blue, m.st.ellipsis))
}

func (m cabezaGame) aiVsAI() bool { return m.setup.Red.AI && m.setup.Blue.AI }

func (m cabezaGame) humanToMove() bool {
	p := m.game.Position()
	return !m.game.Status().Over() && !m.player(p.Side()).AI
}

// cabezaAIMove is what a search returns.
type cabezaAIMove struct {
	move cabeza.Move
	err  error
}

// next starts what the position calls for (see catcatGame.next).
func (m *cabezaGame) next() tea.Cmd {
	if m.game.Status().Over() || m.job != nil || m.humanToMove() || m.walk.walking() || m.progs.forfeited(m.game.Side()) {
		return nil
	}
	if m.aiVsAI() {
		return m.wait()
	}
	return m.think()
}

// think starts the AI of the side to move on a copy of the game.
func (m *cabezaGame) think() tea.Cmd {
	p := m.game.Position()
	side := p.Side()
	search := m.ais[side]
	g := ai.CopyCabezaGame(m.game)
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		mv, err := search(ctx, g, progress)
		return cabezaAIMove{mv, err}
	})
	m.job = job
	start := m.panel.start(capital(side.String())+" "+aiName(m.player(side)), time.Now())
	m.panel.scoreFor = side.String()
	return tea.Batch(cmd, start)
}

func (m *cabezaGame) stopSearch() {
	m.an.stopJob()
	m.job.stop()
	m.job = nil
	m.panel.stop()
}

func (m cabezaGame) stop() { m.job.stop(); m.an.stopJob(); m.progs.close() }

// clearStatus drops a message once a move has made it stale ("resumed",
// "wait: …"); a question waiting for its answer stays.
func (m *cabezaGame) clearStatus() {
	if m.ask == askNone {
		m.status, m.problem = "", false
	}
}

func (m *cabezaGame) say(problem bool, format string, a ...any) {
	m.status, m.problem = fmt.Sprintf(format, a...), problem
}

// update is the screen without analysis and history (see cabeza_analysis.go).
func (m cabezaGame) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width - 2
	case gameStartMsg:
		return m, m.next()
	case spinner.TickMsg:
		return m, m.panel.update(msg)
	case searchProgressMsg:
		if m.job == nil || msg.id != m.job.id {
			return m, nil
		}
		m.panel.infos = msg.infos
		return m, m.job.wait()
	case searchDoneMsg:
		if m.job == nil || msg.id != m.job.id {
			return m, nil // a search we cancelled: never apply it
		}
		m.job = nil
		m.panel.stop()
		m.panel.infos = msg.infos
		r := msg.result.(cabezaAIMove)
		if errors.Is(r.err, errNoMove) {
			m.say(true, "the AI found no move")
			return m, nil
		}
		if r.err != nil {
			m.forfeit(r.err)
			return m, nil
		}
		m.panel.note = "played " + r.move.String()
		if p := m.player(m.game.Side()); p.Engine == "" {
			m.panel.note = playedNote(r.move.String(), p.Level, msg.infos)
		}
		if err := m.game.Play(r.move); err != nil {
			m.say(true, "the AI's move %v was refused: %v", r.move, err)
			return m, nil
		}
		m.clearStatus()
		m.placeCursor()
		return m, m.next()
	case paceMsg:
		if !m.due(msg) || m.job != nil || m.game.Status().Over() {
			return m, nil
		}
		return m, m.think()
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return m, nil
		}
		sq, ok := m.shownBoard().squareAt(msg.X, msg.Y, m.flipped)
		if !ok {
			return m, nil
		}
		return m, m.click(sq)
	case tea.KeyMsg:
		if m.prompting {
			return m, m.typeKey(msg)
		}
		return m.key(msg)
	default:
		if m.prompting { // the prompt's cursor blinks
			var cmd tea.Cmd
			m.prompt, cmd = m.prompt.Update(msg)
			return m, cmd
		}
	}
	return m, nil
}

// playedNote says what the AI played and, when that is not the first move
// of the line the panel shows (levels 1–4 choose among near-best moves),
// why.
func playedNote(played string, level int, infos []engineInfo) string {
	if len(infos) == 0 || len(infos[len(infos)-1].PV) == 0 {
		return "played " + played
	}
	best := infos[len(infos)-1].PV[0]
	_, opts := ai.CabezaLevel(level)
	if best == played || opts.Randomness == 0 {
		return "played " + played
	}
	r := opts.Randomness
	return fmt.Sprintf("played %s: level %d picks among moves within %d.%02d of the best, %s", played, level, r/100, r%100, best)
}

// screen directions → board steps (dx east, dy north) when not flipped.
func (m cabezaGame) stepOf(msg tea.KeyMsg) (d [2]int, ok bool) {
	k := m.keys
	dirs := []struct {
		b key.Binding
		d [2]int
	}{{k.Up, [2]int{0, 1}}, {k.Down, [2]int{0, -1}}, {k.Left, [2]int{-1, 0}}, {k.Right, [2]int{1, 0}},
		{k.NW, [2]int{-1, 1}}, {k.NE, [2]int{1, 1}}, {k.SW, [2]int{-1, -1}}, {k.SE, [2]int{1, -1}}}
	for _, e := range dirs {
		if key.Matches(msg, e.b) {
			if m.flipped {
				e.d = [2]int{-e.d[0], -e.d[1]}
			}
			return e.d, true
		}
	}
	return d, false
}

func (m cabezaGame) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	if !key.Matches(msg, k.Back) {
		m.escArmed = false
	}
	if d, ok := m.stepOf(msg); ok {
		if m.sel != 0 {
			m.addStep(d)
		} else {
			x, y := m.cursor.X()+d[0], m.cursor.Y()+d[1]
			if x >= 0 && x < 10 && y >= 0 && y < 10 {
				m.cursor = cabeza.SquareAt(x, y)
			}
		}
		return m, nil
	}
	switch {
	case key.Matches(msg, k.Act):
		return m, m.act()
	case key.Matches(msg, k.NextPiece):
		m.cycle(+1)
	case key.Matches(msg, k.PrevPiece):
		m.cycle(-1)
	case key.Matches(msg, k.BackStep):
		if len(m.steps) > 0 {
			m.steps = m.steps[:len(m.steps)-1]
			m.preview = cabeza.NoMove
			if len(m.steps) > 0 {
				m.preview, _ = cabeza.ParseMove(m.game.Position(), m.stepText(m.steps))
			}
			m.describe()
		} else if m.preview != cabeza.NoMove {
			m.preview = cabeza.NoMove
			m.describe()
		}
	case key.Matches(msg, k.Type):
		if !m.humanToMove() {
			m.say(true, "it is not your turn")
			return m, nil
		}
		m.prompting = true
		m.status = ""
		return m, m.prompt.Focus()
	case key.Matches(msg, k.Older):
		m.histBack = min(m.histBack+5, max(len(m.game.Moves())/2-1, 0))
	case key.Matches(msg, k.Newer):
		m.histBack = max(m.histBack-5, 0)
	case key.Matches(msg, k.Flip):
		m.flipped = !m.flipped
	case key.Matches(msg, k.Undo):
		return m, m.undo()
	case key.Matches(msg, k.New):
		if m.unsaved() {
			return m.confirm(askNew)
		}
		return m.restart()
	case key.Matches(msg, k.Pause):
		if !m.aiVsAI() {
			m.say(false, "pause is for AI vs AI")
			return m, nil
		}
		m.say(false, "%s", m.togglePause())
		if m.paused {
			return m, nil
		}
		return m, m.next()
	case key.Matches(msg, k.Step):
		if m.job != nil || m.game.Status().Over() || m.humanToMove() {
			return m, nil
		}
		m.paused = true
		m.say(false, "one move, then %s", pausedWords)
		return m, m.think()
	case key.Matches(msg, k.Faster):
		m.say(false, "%s", m.faster())
	case key.Matches(msg, k.Slower):
		m.say(false, "%s", m.slower())
	case key.Matches(msg, k.Back):
		switch {
		case len(m.steps) > 0 || m.preview != cabeza.NoMove:
			m.steps, m.preview = nil, cabeza.NoMove
			m.describe()
		case m.sel != 0:
			m.deselect()
			m.status = ""
		case m.escArmed && m.unsaved():
			m.escArmed = false
			return m.confirm(askMenu)
		case m.escArmed:
			m.stopSearch()
			m.progs.close()
			return m, toMenu
		default:
			m.escArmed = true
			m.say(false, "esc again: back to the menu (this game is left)")
		}
	case key.Matches(msg, k.Quit):
		if m.unsaved() {
			return m.confirm(askQuit)
		}
		m.stopSearch()
		m.progs.close()
		return m, tea.Quit
	case m.progs.lost != nil && (keyMatches(msg, takeOverKeys.Human) || keyMatches(msg, takeOverKeys.AI)):
		return m, m.takeOver(keyMatches(msg, takeOverKeys.Human))
	}
	return m, nil
}

// interrupt is ctrl+c (see guard.interrupt).
func (m cabezaGame) interrupt() (screen, string, bool) {
	farewell, quit := m.guard.interrupt(&m, m.unsaved(), len(m.record().Moves()))
	return m, farewell, quit
}

// confirm asks before a game with unsaved moves is thrown away.
func (m cabezaGame) confirm(a confirmAsk) (tea.Model, tea.Cmd) {
	m.guard.confirm(&m, a, len(m.record().Moves()))
	return m, nil
}

// answer is the key after a question: y goes on, w saves first, any
// other key keeps the game.
func (m cabezaGame) answer(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	a, saved, ok := m.guard.answer(&m, msg, func() string { return m.status })
	if !ok {
		return m, nil
	}
	switch a {
	case askQuit:
		m.stopSearch()
		m.progs.close()
		if saved != "" {
			return m, quitWith(m.guard.savedNote()) // said after the program
		}
		return m, tea.Quit
	case askMenu:
		m.stopSearch()
		m.progs.close()
		return m, toMenu
	}
	next, cmd := m.restart()
	if f, ok := next.(cabezaGame); ok && saved != "" {
		f.say(false, "%s; new game", saved)
		return f, cmd
	}
	return next, cmd
}

// typeKey edits the move prompt; Enter plays, and a mistyped or illegal
// move is explained while the text stays for correcting.
func (m *cabezaGame) typeKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEsc:
		m.prompting = false
		m.prompt.Blur()
		m.prompt.SetValue("")
		m.status = ""
		return nil
	case tea.KeyEnter:
		text := strings.TrimSpace(m.prompt.Value())
		if !m.humanToMove() {
			m.say(true, "it is not your turn")
			return nil
		}
		mv, err := cabeza.ParseMove(m.game.Position(), text)
		if err != nil {
			m.say(true, "%v", err)
			return nil
		}
		m.prompting = false
		m.prompt.Blur()
		m.prompt.SetValue("")
		return m.play(mv)
	}
	var cmd tea.Cmd
	var edited bool
	if m.prompt, cmd, edited = editText(m.prompt, msg); edited {
		m.status = ""
	}
	return cmd
}

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

// undo takes moves back: against the AI to the person's previous turn,
// otherwise one move. A running search is cancelled first.
func (m *cabezaGame) undo() tea.Cmd {
	m.stopSearch()
	m.panel.clear()
	m.deselect()
	m.prompting = false
	m.prompt.Blur()
	if !m.game.Undo() {
		m.say(true, "nothing to undo")
		return nil
	}
	if m.aiVsAI() {
		m.paused = true
	} else {
		for !m.humanToMove() && m.game.Undo() {
		}
	}
	p := m.game.Position()
	m.placeCursor()
	m.say(false, "undone: %s to move", p.Side())
	if m.aiVsAI() {
		m.status += " · " + pausedWords
	}
	return m.next()
}

func (m cabezaGame) restart() (tea.Model, tea.Cmd) {
	m.stopSearch()
	m.progs.close()
	fresh, err := newCabezaGame(m.opts, m.setup)
	if err != nil {
		m.say(true, "%v", err)
		return m, nil
	}
	f := fresh.(cabezaGame)
	f.width, f.height, f.help, f.flipped, f.pace = m.width, m.height, m.help, m.flipped, m.pace
	f.say(false, "new game")
	return f, f.Init()
}

func (m cabezaGame) keyMap() help.KeyMap { return m.keys }
func (m cabezaGame) rules() string       { return rulesCabeza }
func (m cabezaGame) typing() bool        { return m.prompting }
func (m cabezaGame) minSize() (int, int) { return cabezaMinSize() }
