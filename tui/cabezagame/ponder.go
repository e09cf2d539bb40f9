package cabezagame

import (
	"context"
	"errors"
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
)

// Pondering: against a person, the built-in AI goes on thinking once it
// has moved, on the position after the reply its line expects, while the
// person thinks (for at most Options.PonderFor; never on a server). When
// the person plays that reply (a ponder hit), the same search goes on as
// the AI's move, its limits — the level's depth and time cap, or its
// clock's budget — counted from the hit, with the depths it finished
// meanwhile in hand (a search that finished the level's depth answers at
// once). Any other move (a miss) stops it and the AI searches afresh. The
// engine panel says "thinking on your time" meanwhile.

// ponderState is a search on the person's time. The job's goroutine
// shares only its search.Ponder (atomic) with the screen.
type ponderState struct {
	job    *analysis.Job
	side   cabeza.Player // the AI's
	ply    int           // the person's move the search expects is this ply
	expect cabeza.Move
	hit    *search.Ponder
	depth  int               // deepest finished so far, for the panel
	done   *analysis.DoneMsg // the search ended before the person moved
}

// ponderNote is the panel's line while the AI thinks on the person's time.
const ponderNote = "thinking on your time"

// startPonder starts a search on the person's time after the AI's move,
// when the setting allows, the person is to move and the AI's line
// expects a reply it can play.
func (m *Model) startPonder(infos []enginepanel.Info) tea.Cmd {
	bound := m.Opts.PonderFor()
	if bound <= 0 || m.Over() || !m.HumanToMove() || len(infos) == 0 {
		return nil
	}
	ai := m.Game.Side().Opponent()
	if p := m.player(ai); !p.AI || p.Engine != "" || m.ais[ai] == nil {
		return nil
	}
	pv := infos[len(infos)-1].PV
	if len(pv) < 2 {
		return nil
	}
	pos := m.Game.Position()
	expect, err := cabeza.ParseMove(pos, pv[1])
	if err != nil || expect.IsWin() {
		return nil // a reply that ends the game leaves nothing to think about
	}
	g := cabezaengine.CopyGame(m.Game)
	if g.Play(expect) != nil {
		return nil
	}
	hit := &search.Ponder{Bound: bound}
	searcher := m.ais[ai]
	job, cmd := analysis.NewSearch(func(ctx context.Context, progress func(enginepanel.Info)) any {
		mv, err := searcher(ctx, g, aiRequest{ponder: hit}, progress)
		return cabezaAIMove{mv, err}
	})
	m.ponder = &ponderState{job: job, side: ai, ply: m.Game.Ply(), expect: expect, hit: hit}
	m.Panel.Note = joinNote(m.Panel.Note, ponderNote)
	return cmd
}

// joinNote adds a line to the panel's note.
func joinNote(note, more string) string {
	if note == "" {
		return more
	}
	return note + " · " + more
}

// stopPonder ends a search on the person's time (a miss, undo, a new
// game, leaving).
func (m *Model) stopPonder() {
	if m.ponder == nil {
		return
	}
	m.ponder.job.Stop()
	m.ponder = nil
}

// ponderMsg takes a message of the search on the person's time: its
// depths (shown as a count in the panel's note) and its end, kept for
// the person's move. ok is false for any other message.
func (m *Model) ponderMsg(msg tea.Msg) (cmd tea.Cmd, ok bool) {
	p := m.ponder
	if p == nil {
		return nil, false
	}
	switch msg := msg.(type) {
	case analysis.ProgressMsg:
		if msg.ID != p.job.ID {
			return nil, false
		}
		if n := len(msg.Infos); n > 0 {
			p.depth = msg.Infos[n-1].Depth
		}
		return p.job.Wait(), true
	case analysis.DoneMsg:
		if msg.ID != p.job.ID {
			return nil, false
		}
		p.done = &msg
		if n := len(msg.Infos); n > 0 {
			p.depth = msg.Infos[n-1].Depth // its last news may come after its end
		}
		return nil, true
	}
	return nil, false
}

// ponderHit is the AI's turn after the person's move: the search on the
// person's time becomes the AI's search when the person played the
// reply it expected, and ok says so; any other move stops it.
func (m *Model) ponderHit(side cabeza.Player) (cmd tea.Cmd, ok bool) {
	p := m.ponder
	if p == nil {
		return nil, false
	}
	moves := m.Game.Moves()
	if p.side != side || m.Game.Ply() != p.ply+1 || moves[len(moves)-1] != p.expect {
		m.stopPonder() // a miss
		return nil, false
	}
	m.ponder = nil
	who := common.Capital(side.String()) + " " + gamesetup.AIName(m.player(side))
	if p.done != nil {
		if r, _ := p.done.Result.(cabezaAIMove); errors.Is(r.err, errPonderCut) {
			return nil, false // cut by its bound short of the level's depth: search afresh
		}
		m.Job, m.pondered = p.job, pondered{true, p.depth} // AIDone takes its result as the AI's move
		done := *p.done
		return func() tea.Msg { return done }, true
	}
	m.pondered = pondered{true, p.depth}
	p.hit.Hit(m.clockNow(), m.aiClock(side))
	m.Job = p.job // its next news and its end come to AIProgress and AIDone
	cmd = m.Panel.Start(who, time.Now())
	m.Panel.ScoreFor = side.String()
	m.Panel.Note = fmt.Sprintf("pondered your move: %s", ponderDepth(p.depth))
	return cmd, true
}

// ponderDepth says how deep the search got on the person's time.
func ponderDepth(depth int) string {
	if depth == 0 {
		return "no depth finished yet"
	}
	return fmt.Sprintf("depth %d reached on your time", depth)
}

// pondered is what the AI's running search did on the person's time:
// nothing (a fresh search), or a hit with the depth it had finished.
type pondered struct {
	hit   bool
	depth int
}

// note is the AI's move's note after a ponder hit: how deep it had
// searched on the person's time.
func (p pondered) note(note string) string {
	if !p.hit {
		return note
	}
	return joinNote(note, "pondered: "+ponderDepth(p.depth))
}

// clockNow is the clock's time (a test's own), or the wall clock's.
func (m *Model) clockNow() time.Time {
	if m.clock.on() {
		return m.clock.now()
	}
	return time.Now()
}
