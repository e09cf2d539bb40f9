package cabezagame

import (
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/record"
	"cabezacat/tui/table"
)

// A game against the AI on a clock (CabezaSetup.Clock): each side starts
// with the clock's base and gains its increment after each of its moves;
// the side to move's clock runs, the AI's too while it thinks, and it
// takes its move time from its clock (search.Clock.Budget); a side whose
// time runs out loses. The clocks are shown as a table's at one keyboard
// (game.AtTable.Clocks, beside each player in the panel), in the tables'
// format, and a flag ends the game as a table ends it (game.AtTable).
// A clocked game has no take-backs: z would hand the time back.

// clockTick is how often a running clock is redrawn (tenths show under
// ten seconds).
const clockTick = 100 * time.Millisecond

// clockTickMsg redraws the clocks and looks for a flag; id drops the
// ticks of a game that was left or restarted.
type clockTickMsg struct{ id int }

// gameClock is the two sides' clocks, by colour; the zero value is no
// clock. It is a value in the Model, which Bubble Tea copies: no
// goroutine touches it.
type gameClock struct {
	tc    table.TimeControl
	left  [2]time.Duration // before the turn that runs now
	lag   [2]time.Duration // the most a move took past its hard limit (search.Clock.Lag)
	ply   int              // the ply whose turn started at turnStart
	since time.Time        // when that turn started
	id    int              // this game's ticks
	now   func() time.Time // time.Now; tests give a clock of their own
}

// clockNow is the clocks' time: time.Now; tests give a clock of their
// own before New.
var clockNow = time.Now

// clockIDs numbers the games' clocks, so a restarted game's ticks never
// drive the next one's (a server runs many visitors' programs at once).
var clockIDs atomic.Int64

func newGameClock(tc table.TimeControl, ply int, now func() time.Time) gameClock {
	if !tc.On() {
		return gameClock{}
	}
	return gameClock{tc: tc, left: [2]time.Duration{tc.Base, tc.Base}, ply: ply, since: now(), id: int(clockIDs.Add(1)), now: now}
}

// startClock puts the game on clock tc from its position now: each side
// with left (a game reopened from its record, see record.CabezaClockTags)
// or, when left is nil, tc's base. The turn to move starts now, so the
// time the game spent closed is charged to no one.
func (m *Model) startClock(tc table.TimeControl, left *[2]time.Duration) {
	m.clock = newGameClock(tc, m.Game.Ply(), clockNow)
	if left != nil {
		m.clock.left = *left
	}
	m.showClocks() // a side reopened with no time left has lost on time
}

// clockTags are the record's tags of the clock for g, the game on it (the
// whole game while its moves are walked back: base.Record). They are
// what the panel shows at now, so the game reopens as it stopped.
func (m *Model) clockTags(g *cabeza.Game, now time.Time) []cabeza.Tag {
	if !m.clock.on() || g.Ply() < m.clock.ply {
		return nil
	}
	c := m.clock // a copy: saving charges no turn
	c.sync(g, now)
	toMove := g.Side()
	var left [2]time.Duration
	for _, pl := range []cabeza.Player{cabeza.Red, cabeza.Blue} {
		left[pl] = c.leftNow(pl, toMove, now)
	}
	flagged := -1
	if m.flagged() {
		flagged, left[toMove] = int(toMove), 0
	}
	return record.CabezaClockTags(c.tc, left, flagged)
}

// on reports a game on a clock.
func (c *gameClock) on() bool { return c.tc.On() }

func (c *gameClock) tick() tea.Cmd {
	id := c.id
	return tea.Tick(clockTick, func(time.Time) tea.Msg { return clockTickMsg{id} })
}

// leftNow is side's time left at now: the running side's less its turn
// so far.
func (c *gameClock) leftNow(side cabeza.Player, toMove cabeza.Player, now time.Time) time.Duration {
	if side != toMove {
		return c.left[side]
	}
	return c.left[side] - now.Sub(c.since)
}

// sync charges the turn that ended when the game went on past c.ply to
// the side that had it, adding its increment, and starts the next turn.
func (c *gameClock) sync(g *cabeza.Game, now time.Time) {
	start := g.Start()
	for c.ply < g.Ply() {
		mover := cabeza.Player((c.ply + int(start.Side())) % 2)
		took := now.Sub(c.since)
		_, hard := search.Clock{Left: c.left[mover], Inc: c.tc.Inc, Lag: c.lag[mover]}.Budget()
		c.lag[mover] = max(c.lag[mover], took-hard) // a person's long thought counts too: harmless, the AI's own is what it reads
		c.left[mover] += c.tc.Inc - took
		c.since = now
		c.ply++
	}
}

// aiClock is the AI's clock for its search: what it has left now (its
// turn starts when the move before it was played, in this Update).
func (m *Model) aiClock(side cabeza.Player) *search.Clock {
	if !m.clock.on() {
		return nil
	}
	now := m.clock.now()
	m.clock.sync(m.Game, now)
	return &search.Clock{Left: m.clock.leftNow(side, side, now), Inc: m.clock.tc.Inc, Lag: m.clock.lag[side]}
}

// flagged reports a game a flag ended.
func (m Model) flagged() bool { return m.clock.on() && m.table.Ended() }

// Over is the rules' end, or a flag's.
func (m Model) Over() bool { return m.base.Over() || m.flagged() }

// showClocks puts the clocks in the panel and ends the game when the side
// to move has run out: the AI's search is stopped, the person's moves
// are refused (HumanToMove).
func (m *Model) showClocks() {
	c := &m.clock
	if !c.on() || m.flagged() {
		return
	}
	now := c.now()
	c.sync(m.Game, now)
	toMove := m.Game.Side()
	for _, pl := range []cabeza.Player{cabeza.Red, cabeza.Blue} {
		m.table.Clocks[pl] = table.FormatClock(c.leftNow(pl, toMove, now))
	}
	if m.Game.Status().Over() || c.leftNow(toMove, toMove, now) > 0 {
		return
	}
	m.StopSearch()
	m.stopPonder()
	m.deselect()
	m.table.Result = common.Capital(toMove.Opponent().String()) + " wins"
	m.table.How = common.Capital(toMove.String()) + "'s flag fell"
	m.Say(false, "%s's time is up: %s wins", toMove, toMove.Opponent())
}

// clockTicked redraws the clocks and ticks on while the game runs.
func (m *Model) clockTicked(msg clockTickMsg) tea.Cmd {
	if !m.clock.on() || msg.id != m.clock.id {
		return nil
	}
	m.showClocks()
	if m.Over() {
		return nil
	}
	return m.clock.tick()
}
