package game

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Pacer keeps AI against AI at a watchable pace: one move per pace
// interval, paused and stepped by the person. Both game screens embed
// one. Each timer carries the tick it was started for; a timer that an
// undo, pause or new game has overtaken is dropped, so a stale timer can
// never start a second search.
type Pacer struct {
	Paused   bool // no next move until resumed or stepped
	Pace     time.Duration
	paceTick int // the timer that counts; older ones are dropped
}

const (
	defaultPace = 700 * time.Millisecond
	fastestPace = 50 * time.Millisecond
	slowestPace = 5 * time.Second
)

func newPacer() Pacer { return Pacer{Pace: defaultPace} }

// PaceMsg is the AI-vs-AI timer: the next AI move may start.
type PaceMsg struct{ tick int }

// Wait starts the timer for the next AI-vs-AI move, or nothing if paused.
func (p *Pacer) Wait() tea.Cmd {
	if p.Paused {
		return nil
	}
	p.paceTick++
	t := p.paceTick
	return tea.Tick(p.Pace, func(time.Time) tea.Msg { return PaceMsg{t} })
}

// Due reports whether msg is the live timer and play is not paused.
func (p *Pacer) Due(msg PaceMsg) bool { return msg.tick == p.paceTick && !p.Paused }

// TogglePause flips pause and says what happened.
func (p *Pacer) TogglePause() (status string) {
	p.Paused = !p.Paused
	if p.Paused {
		return PausedWords
	}
	return "resumed"
}

// PausedWords say that AI vs AI is paused and which keys go on; the
// status line and the side panel say them alike.
const PausedWords = "paused · p resume · s step"

// Faster and slower halve or double the pace within bounds and say so.
func (p *Pacer) Faster() string {
	p.Pace = max(p.Pace/2, fastestPace)
	return p.describe()
}

func (p *Pacer) Slower() string {
	p.Pace = min(p.Pace*2, slowestPace)
	return p.describe()
}

func (p *Pacer) describe() string { return "AI vs AI: one move every " + p.Pace.String() }
