package analysis

import (
	"context"
	"sync"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/panics"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
)

// ID names one background search. Every message a search sends
// carries it, so a screen can drop the messages of a search it no longer
// wants (after undo, new game or quit). Ids are unique in the process, so
// a message that outlives its screen is dropped by the next one too.
type ID int64

var lastSearchID atomic.Int64

// Job is the worker side of one background search: the search runs
// on a copy of the position in its own goroutine, records each finished
// depth, and signals "news" on a one-slot channel. The screen reads a
// snapshot per signal, so however fast depths finish, the screen redraws
// at its own pace: news coalesces instead of queueing.
type Job struct {
	ID     ID
	ctx    context.Context
	cancel context.CancelFunc
	news   chan struct{}
	done   chan any

	mu    sync.Mutex
	infos []enginepanel.Info
}

type ProgressMsg struct {
	ID    ID
	Infos []enginepanel.Info // every finished depth so far, oldest first
}

type DoneMsg struct {
	ID     ID
	Infos  []enginepanel.Info
	Result any
}

// NewSearch prepares a search. The screen keeps the job (to know its id
// and cancel it) and returns the command, which starts the goroutine.
// run must return soon after ctx is cancelled; what it returns arrives as
// DoneMsg.Result. A panic in run ends the search, not the process: it
// arrives as a common.PanicMsg, for the root (the game is intact: the
// search ran on a copy).
func NewSearch(run func(ctx context.Context, progress func(enginepanel.Info)) any) (*Job, tea.Cmd) {
	ctx, cancel := context.WithCancel(context.Background())
	j := &Job{
		ID:     ID(lastSearchID.Add(1)),
		ctx:    ctx,
		cancel: cancel,
		news:   make(chan struct{}, 1),
		done:   make(chan any, 1),
	}
	start := func() tea.Msg {
		go func() {
			var r any
			if p := panics.Catch(func() {
				if hook := testHook.Load(); hook != nil {
					(*hook)()
				}
				release := takeSearchSlot(j.ctx)
				defer release()
				r = run(j.ctx, j.record)
			}); p != nil {
				j.cancel()
				r = searchPanic{p}
			}
			j.done <- r
		}()
		return j.Wait()()
	}
	return j, start
}

// searchPanic is the end of a search that panicked.
type searchPanic struct{ *panics.Panic }

// testHook, when set, runs at the start of every search's goroutine.
var testHook atomic.Pointer[func()]

// SetTestHook is for tests only: hook runs at the start of every
// search's goroutine (a test panics there) until restore is called.
func SetTestHook(hook func()) (restore func()) {
	testHook.Store(&hook)
	return func() { testHook.Store(nil) }
}

// record keeps a finished depth and signals news without ever blocking
// the search.
func (j *Job) record(info enginepanel.Info) {
	info.PV = append([]string(nil), info.PV...)
	lines := make([]enginepanel.Line, len(info.Lines))
	for i, l := range info.Lines {
		lines[i] = enginepanel.Line{Score: l.Score, PV: append([]string(nil), l.PV...)}
	}
	info.Lines = lines
	j.mu.Lock()
	j.infos = append(j.infos, info)
	j.mu.Unlock()
	select {
	case j.news <- struct{}{}:
	default: // news already pending: the snapshot will include this depth
	}
}

func (j *Job) snapshot() []enginepanel.Info {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]enginepanel.Info(nil), j.infos...)
}

// Wait turns the next news or the result into a message.
func (j *Job) Wait() tea.Cmd {
	return func() tea.Msg {
		select {
		case <-j.news:
			return ProgressMsg{j.ID, j.snapshot()}
		case r := <-j.done:
			if p, ok := r.(searchPanic); ok {
				return common.PanicMsg{Where: "a search", Words: p.Words(), Report: p.Report("a search")}
			}
			return DoneMsg{j.ID, j.snapshot(), r}
		}
	}
}

// Err is why the search stopped: context.Canceled once it was stopped,
// nil while it may still run.
func (j *Job) Err() error { return j.ctx.Err() }

// Stop cancels the search; its late messages are dropped by id.
func (j *Job) Stop() {
	if j != nil {
		j.cancel()
	}
}

// searchSlots bounds the searches (AI moves and analysis) running at once
// in the process; nil is no bound. The server sets it before serving.
var searchSlots atomic.Pointer[chan struct{}]

// LimitSearches lets at most n searches run at once across every session
// of the process (n <= 0: no limit); a search waits for a slot, and a
// search cancelled while waiting never starts. Call it before any search.
func LimitSearches(n int) {
	if n <= 0 {
		searchSlots.Store(nil)
		return
	}
	ch := make(chan struct{}, n)
	searchSlots.Store(&ch)
}

// takeSearchSlot waits for a slot (or ctx's end) and returns its release.
func takeSearchSlot(ctx context.Context) func() {
	p := searchSlots.Load()
	if p == nil {
		return func() {}
	}
	select {
	case *p <- struct{}{}:
		return func() { <-*p }
	case <-ctx.Done():
		return func() {}
	}
}
