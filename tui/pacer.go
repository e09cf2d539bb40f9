package tui

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// pacer keeps AI against AI at a watchable pace: one move per pace
// interval, paused and stepped by the person. Both game screens embed
// one. Each timer carries the tick it was started for; a timer that an
// undo, pause or new game has overtaken is dropped, so a stale timer can
// never start a second search.
type pacer struct {
	paused   bool // no next move until resumed or stepped
	pace     time.Duration
	paceTick int // the timer that counts; older ones are dropped
}

const (
	defaultPace = 700 * time.Millisecond
	fastestPace = 50 * time.Millisecond
	slowestPace = 5 * time.Second
)

func newPacer() pacer { return pacer{pace: defaultPace} }

// paceMsg is the AI-vs-AI timer: the next AI move may start.
type paceMsg struct{ tick int }

// wait starts the timer for the next AI-vs-AI move, or nothing if paused.
func (p *pacer) wait() tea.Cmd {
	if p.paused {
		return nil
	}
	p.paceTick++
	t := p.paceTick
	return tea.Tick(p.pace, func(time.Time) tea.Msg { return paceMsg{t} })
}

// due reports whether msg is the live timer and play is not paused.
func (p *pacer) due(msg paceMsg) bool { return msg.tick == p.paceTick && !p.paused }

// togglePause flips pause and says what happened.
func (p *pacer) togglePause() (status string) {
	p.paused = !p.paused
	if p.paused {
		return pausedWords
	}
	return "resumed"
}

// pausedWords say that AI vs AI is paused and which keys go on; the
// status line and the side panel say them alike.
const pausedWords = "paused · p resume · s step"

// faster and slower halve or double the pace within bounds and say so.
func (p *pacer) faster() string {
	p.pace = max(p.pace/2, fastestPace)
	return p.describe()
}

func (p *pacer) slower() string {
	p.pace = min(p.pace*2, slowestPace)
	return p.describe()
}

func (p *pacer) describe() string { return "AI vs AI: one move every " + p.pace.String() }
