package tuitest

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
)

// Tests wait for what they mean ("the analysis has finished depth 2"),
// never for a while: a loaded machine makes any fixed pause too short.
// probed wraps the app so a test can ask the running program about its
// model, on the program's own goroutine.
type Probed struct{ tea.Model }

// probeMsg asks the running model a question; the answer comes on reply.
type probeMsg struct {
	ask   func(tea.Model) bool
	reply chan bool
}

func (p Probed) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if q, ok := msg.(probeMsg); ok {
		q.reply <- q.ask(p.Model)
		return p, nil
	}
	m, cmd := p.Model.Update(msg)
	return Probed{m}, cmd
}

// HangTimeout is how long a test waits for a program that should quit or
// show something before it calls it a hang: not a speed bound, only long
// enough that no loaded machine reaches it.
const HangTimeout = 2 * time.Minute

// UntilMsg is not a message: the run helpers wait, however long it takes,
// until ask holds of the game screen. A program that never gets there
// hangs the test until go test's own timeout.
type UntilMsg func(tea.Model) bool

// WaitUntil asks the running program until ask holds of its model.
func WaitUntil(tm *teatest.TestModel, ask func(tea.Model) bool) {
	for {
		reply := make(chan bool, 1)
		tm.Send(probeMsg{ask, reply})
		if <-reply {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// Run plays msgs through a real program of m at w×h cells: a SleepMsg
// sleeps, an UntilMsg waits until it holds, the rest are sent. Then quit
// ends the program whatever its screen (ctrl+c and q would ask about an
// unsaved game), and Run returns the final model.
func Run(t *testing.T, m tea.Model, w, h int, quit tea.Msg, msgs ...tea.Msg) tea.Model {
	t.Helper()
	tm := teatest.NewTestModel(t, Probed{m}, teatest.WithInitialTermSize(w, h))
	for _, msg := range msgs {
		switch msg := msg.(type) {
		case SleepMsg:
			time.Sleep(time.Duration(msg))
		case UntilMsg:
			WaitUntil(tm, msg)
		default:
			tm.Send(msg)
		}
	}
	tm.Send(quit)
	tm.WaitFinished(t, teatest.WithFinalTimeout(HangTimeout))
	return tm.FinalModel(t).(Probed).Model
}
