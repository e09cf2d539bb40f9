package analysis

import (
	"context"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/search"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
)

// MultiPV is how many best root moves the analysis scores.
const MultiPV = 3

// State is the engine thinking about the position on the board for the
// person, without end, shared by the game screens: it lists every finished
// depth and the best few root moves, pauses and resumes, searches one
// depth more, and previews its lines. It runs only while no AI of the game
// searches (the AI's own search cancels it, and it starts again on the
// position the AI leaves), so the two never compete for the CPU or the
// screen.
//
// The search runs in the background (see Job) and follows the shown
// position: each game gives the key of the shown position to Follow,
// which, when it changes (a move, undo, history walk), cancels the old
// search (its late messages are dropped by id) and keeps what it found:
// coming back to a position shows its finished depths again, and the
// search started there shows them until it passes them (see kept).
//
// M is a move of the game and P a position; what differs between the
// games (telling positions apart, starting the search, reading a line's
// moves) each game's wrapper supplies (cabezaAnalysis, catcatAnalysis).
type State[M fmt.Stringer, P any] struct {
	On       bool
	Paused   bool
	stepping bool // searching to one depth more than shown, then pausing
	finished bool // the search of the position ended by itself: nothing more to find
	again    bool // a search runs again where depths are kept: they stay shown until it passes them
	Job      *Job
	Infos    []enginepanel.Info // every finished depth, oldest first
	Preview  *Preview[M, P]     // stepping through one of the lines, or nil

	// Words writes a score for the panel, if the game has its own words
	// for it (nil: search.Score.String); a search takes it as it starts.
	Words func(search.Score) string

	at   any  // the key of the position analysed (see Follow)
	kept kept // what was found of the positions left
}

// Search searches a position to lim, reporting every finished
// depth to info, until ctx is cancelled or the search ends by itself.
type Search func(ctx context.Context, lim search.Limits, info func(search.Info))

// Screen is what the analysis keys need of a game screen.
type Screen interface {
	Say(problem bool, format string, a ...any)
	StartPreview()
}

func (a *State[M, P]) Owns(id ID) bool { return a.Job != nil && a.Job.ID == id }

// StopJob cancels the running analysis search, keeping what it found.
func (a *State[M, P]) StopJob() {
	if a.Job == nil {
		return
	}
	a.Progress(a.Job.snapshot())
	a.Job.Stop()
	a.Job = nil
}

// Progress takes the depths a running search has finished: they replace
// the shown ones once they reach as deep (depths kept from an earlier
// search of the position stay shown until then).
func (a *State[M, P]) Progress(infos []enginepanel.Info) {
	if len(infos) > 0 && infos[len(infos)-1].Depth >= a.Depth() {
		a.Infos, a.again = infos, false
	}
}

// Depth is the deepest finished depth shown (0 for none).
func (a *State[M, P]) Depth() int {
	if len(a.Infos) == 0 {
		return 0
	}
	return a.Infos[len(a.Infos)-1].Depth
}

// Follow makes the analysis belong to the position key (a comparable
// value that tells positions apart, never nil). When the key changes, the
// old position's search stops and what it found is kept; the new
// position shows what was found of it before, if anything. A step of
// one depth more ends paused, as it would have.
func (a *State[M, P]) Follow(key any) {
	if key == a.at {
		return
	}
	a.StopJob()
	a.kept.put(a.at, a.Infos, a.finished)
	a.at = key
	a.Infos, a.finished = a.kept.get(key)
	a.again, a.Preview = false, nil
	if a.stepping {
		a.stepping, a.Paused = false, true
	}
}

// Of reports that the analysis belongs to the position key.
func (a *State[M, P]) Of(key any) bool { return a.at == key }

// Run makes the analysis search match the screen: started when wanted and
// free (no AI searching, the game not over), stopped when not. start is
// called only when a new search begins and gives the search of the shown
// position.
func (a *State[M, P]) Run(free bool, start func() Search) tea.Cmd {
	want := a.On && (!a.Paused || a.stepping) && !a.finished && free
	if !want {
		a.StopJob()
		return nil
	}
	if a.Job != nil {
		return nil
	}
	lim := search.Limits{} // without end: until cancelled
	if a.stepping {
		lim.Depth = a.Depth() + 1
	}
	a.again = len(a.Infos) > 0 // the depths shown stay until the new search passes them
	searchShown, words := start(), a.Words
	job, cmd := NewSearch(func(ctx context.Context, progress func(enginepanel.Info)) any {
		searchShown(ctx, lim, func(in search.Info) { progress(InfoIn(in, words)) })
		return nil
	})
	a.Job = job
	return cmd
}

// InfoOf is an engine depth with its multi-PV lines, in words.
func InfoOf(in search.Info) enginepanel.Info { return InfoIn(in, nil) }

// InfoIn is InfoOf with the scores in a game's own words (nil:
// search.Score.String).
func InfoIn(in search.Info, words func(search.Score) string) enginepanel.Info {
	if words == nil {
		words = search.Score.String
	}
	out := enginepanel.Info{Depth: in.Depth, Score: words(in.Score), Nodes: in.Nodes, Time: in.Time, NPS: in.NPS, PV: in.PV, Proof: in.Proof}
	for _, l := range in.Lines {
		out.Lines = append(out.Lines, enginepanel.Line{Score: words(l.Score), PV: l.PV})
	}
	return out
}

// Done takes the last depths of a search that ended by itself.
func (a *State[M, P]) Done(infos []enginepanel.Info) {
	a.Job = nil
	a.Progress(infos)
	a.again = false
	if a.stepping {
		a.stepping, a.Paused = false, true
		return
	}
	a.finished = true
}

// HandleKey handles the analysis keys the games share; deepen is the
// game's "one depth more" key and hint says it in the messages. ok is
// false for any other key.
func (a *State[M, P]) HandleKey(msg tea.KeyMsg, s Screen, deepen key.Binding, hint string) (ok bool) {
	k := Keys
	switch {
	case key.Matches(msg, k.Toggle):
		a.On = !a.On
		if !a.On {
			a.StopJob()
			a.Paused, a.stepping, a.Preview = false, false, nil
			s.Say(false, "analysis off")
		} else {
			s.Say(false, "analysis on: x pauses, %s, v steps through a line", hint)
		}
	case key.Matches(msg, k.Pause):
		if !a.On {
			s.Say(true, "analysis is off: a turns it on")
			return true
		}
		a.Paused, a.stepping = !a.Paused, false
		if a.Paused {
			a.StopJob()
			s.Say(false, "analysis paused at depth %d: x resumes, %s", a.Depth(), hint)
		} else {
			s.Say(false, "analysis resumed")
		}
	case key.Matches(msg, deepen):
		// From off, the key turns the analysis on one depth at a time.
		a.On = true
		a.StopJob()
		a.Paused, a.stepping, a.finished = true, true, false
		s.Say(false, "analysis: searching depth %d", a.Depth()+1)
	case key.Matches(msg, k.Preview):
		s.StartPreview()
	default:
		return false
	}
	return true
}

// Panel is the analysis block of the side panel, lines of width cells:
// its state, the best root moves of the deepest depth, then every finished
// depth (depth, score, nodes, time, PV), deepest first, while fewer than
// height lines are written. busy is the state the screen imposes ("game
// over", "waits for the AI"), if any; dot separates the heading from the
// state; legend says whose the scores are and in what unit; scores take
// scoreWidth cells.
func (a *State[M, P]) Panel(st common.Styles, width, height int, busy, dot, legend string, scoreWidth int) []string {
	var lines []string
	add := func(s string) { lines = append(lines, common.ClipStyled(s, width)) }
	state := busy
	switch {
	case state != "":
	case a.stepping:
		state = fmt.Sprintf("to depth %d", a.Depth()+1)
	case a.Paused:
		state = "paused"
	case a.finished:
		state = "done"
	case a.again && a.Job != nil:
		state = "kept, searching again"
	default:
		state = "running"
	}
	add(st.Heading.Render("Analysis") + st.Faint.Render(dot+state))
	add(st.Faint.Render(legend)) // whose scores, in what unit
	if v := a.Preview; v != nil {
		l := v.lines[v.line]
		// Wrapped between moves: a cut after a minus sign would leave
		// "-" at a line's end and read as the next line's move.
		for _, w := range common.WrapStyled(l.label+" "+l.score+": "+v.row(), width) {
			add(w)
		}
		return lines
	}
	n := len(a.Infos)
	if n == 0 {
		return lines
	}
	for i, l := range a.Infos[n-1].Lines {
		add(common.ClipWords(fmt.Sprintf("#%d %*s %s", i+1, scoreWidth, l.Score, strings.Join(l.PV, " ")), width, st.Ellipsis))
	}
	add(st.Faint.Render(" d " + strings.Repeat(" ", scoreWidth-5) + "score  nodes  time pv"))
	for i := n - 1; i >= 0 && len(lines) < height; i-- {
		in := a.Infos[i]
		row := fmt.Sprintf("%2d %*s %6s %5s %s", in.Depth, scoreWidth, in.Score, enginepanel.Count(in.Nodes), enginepanel.ShortTime(in.Time), strings.Join(in.PV, " "))
		add(common.ClipWords(row, width, st.Ellipsis))
	}
	return lines
}
