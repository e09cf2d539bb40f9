package tui

import (
	"context"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/ai"
)

// analysisMultiPV is how many best root moves the analysis scores.
const analysisMultiPV = 3

// analysis is the engine thinking about the position on the board for the
// person, without end, shared by the game screens: it lists every finished
// depth and the best few root moves, pauses and resumes, searches one
// depth more, and previews its lines. It runs only while no AI of the game
// searches (the AI's own search cancels it, and it starts again on the
// position the AI leaves), so the two never compete for the CPU or the
// screen.
//
// The search runs in the background (see searchJob) and follows the shown
// position: each game keeps the key of the position the analysis belongs
// to and calls reset when it changes (a move, undo, history walk), which
// cancels the old search; its late messages are dropped by id.
//
// M is a move of the game and P a position; what differs between the
// games (telling positions apart, starting the search, reading a line's
// moves) each game's wrapper supplies (cabezaAnalysis, catcatAnalysis).
type analysis[M fmt.Stringer, P any] struct {
	on       bool
	paused   bool
	stepping bool // searching to one depth more than shown, then pausing
	finished bool // the search of the position ended by itself: nothing more to find
	job      *searchJob
	infos    []engineInfo     // every finished depth, oldest first
	preview  *pvPreview[M, P] // stepping through one of the lines, or nil
}

// analysisSearch searches a position to lim, reporting every finished
// depth to info, until ctx is cancelled or the search ends by itself.
type analysisSearch func(ctx context.Context, lim ai.Limits, info func(ai.Info))

// analysisScreen is what the analysis keys need of a game screen.
type analysisScreen interface {
	say(problem bool, format string, a ...any)
	startPreview()
}

func (a *analysis[M, P]) owns(id searchID) bool { return a.job != nil && a.job.id == id }

// stopJob cancels the running analysis search, keeping what it found.
func (a *analysis[M, P]) stopJob() {
	if a.job == nil {
		return
	}
	if infos := a.job.snapshot(); len(infos) > len(a.infos) {
		a.infos = infos
	}
	a.job.stop()
	a.job = nil
}

// depth is the deepest finished depth shown (0 for none).
func (a *analysis[M, P]) depth() int {
	if len(a.infos) == 0 {
		return 0
	}
	return a.infos[len(a.infos)-1].Depth
}

// reset forgets the old position's search: the shown position changed.
// A step of one depth more ends paused, as it would have.
func (a *analysis[M, P]) reset() {
	a.stopJob()
	a.infos, a.finished, a.preview = nil, false, nil
	if a.stepping {
		a.stepping, a.paused = false, true
	}
}

// run makes the analysis search match the screen: started when wanted and
// free (no AI searching, the game not over), stopped when not. start is
// called only when a new search begins and gives the search of the shown
// position.
func (a *analysis[M, P]) run(free bool, start func() analysisSearch) tea.Cmd {
	want := a.on && (!a.paused || a.stepping) && !a.finished && free
	if !want {
		a.stopJob()
		return nil
	}
	if a.job != nil {
		return nil
	}
	lim := ai.Limits{} // without end: until cancelled
	if a.stepping {
		lim.Depth = a.depth() + 1
	}
	search := start()
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		search(ctx, lim, func(in ai.Info) { progress(analysisInfo(in)) })
		return nil
	})
	a.job = job
	return cmd
}

// analysisInfo is an engine depth with its multi-PV lines, in words.
func analysisInfo(in ai.Info) engineInfo {
	out := engineInfo{Depth: in.Depth, Score: in.Score.String(), Nodes: in.Nodes, Time: in.Time, NPS: in.NPS, PV: in.PV, Proof: in.Proof}
	for _, l := range in.Lines {
		out.Lines = append(out.Lines, engineLine{Score: l.Score.String(), PV: l.PV})
	}
	return out
}

// done takes the last depths of a search that ended by itself.
func (a *analysis[M, P]) done(infos []engineInfo) {
	a.job = nil
	if len(infos) >= len(a.infos) {
		a.infos = infos
	}
	if a.stepping {
		a.stepping, a.paused = false, true
		return
	}
	a.finished = true
}

// handleKey handles the analysis keys the games share; deepen is the
// game's "one depth more" key and hint says it in the messages. ok is
// false for any other key.
func (a *analysis[M, P]) handleKey(msg tea.KeyMsg, s analysisScreen, deepen key.Binding, hint string) (ok bool) {
	k := analysisKeys
	switch {
	case key.Matches(msg, k.Toggle):
		a.on = !a.on
		if !a.on {
			a.stopJob()
			a.paused, a.stepping, a.preview = false, false, nil
			s.say(false, "analysis off")
		} else {
			s.say(false, "analysis on: x pauses, %s, v steps through a line", hint)
		}
	case key.Matches(msg, k.Pause):
		if !a.on {
			s.say(true, "analysis is off: a turns it on")
			return true
		}
		a.paused, a.stepping = !a.paused, false
		if a.paused {
			a.stopJob()
			s.say(false, "analysis paused at depth %d: x resumes, %s", a.depth(), hint)
		} else {
			s.say(false, "analysis resumed")
		}
	case key.Matches(msg, deepen):
		// From off, the key turns the analysis on one depth at a time.
		a.on = true
		a.stopJob()
		a.paused, a.stepping, a.finished = true, true, false
		s.say(false, "analysis: searching depth %d", a.depth()+1)
	case key.Matches(msg, k.Preview):
		s.startPreview()
	default:
		return false
	}
	return true
}

// panel is the analysis block of the side panel, lines of width cells:
// its state, the best root moves of the deepest depth, then every finished
// depth (depth, score, nodes, time, PV), deepest first, while fewer than
// height lines are written. busy is the state the screen imposes ("game
// over", "waits for the AI"), if any; dot separates the heading from the
// state; legend says whose the scores are and in what unit; scores take
// scoreWidth cells.
func (a *analysis[M, P]) panel(st styles, width, height int, busy, dot, legend string, scoreWidth int) []string {
	var lines []string
	add := func(s string) { lines = append(lines, clipStyled(s, width)) }
	state := busy
	switch {
	case state != "":
	case a.stepping:
		state = fmt.Sprintf("to depth %d", a.depth()+1)
	case a.paused:
		state = "paused"
	case a.finished:
		state = "done"
	default:
		state = "running"
	}
	add(st.heading.Render("Analysis") + st.faint.Render(dot+state))
	add(st.faint.Render(legend)) // whose scores, in what unit
	if v := a.preview; v != nil {
		l := v.lines[v.line]
		wrapped := lipgloss.NewStyle().Width(width).Render(l.label + " " + l.score + ": " + v.row())
		for _, w := range strings.Split(wrapped, "\n") {
			add(strings.TrimRight(w, " "))
		}
		return lines
	}
	n := len(a.infos)
	if n == 0 {
		return lines
	}
	for i, l := range a.infos[n-1].Lines {
		add(clip(fmt.Sprintf("#%d %*s %s", i+1, scoreWidth, l.Score, strings.Join(l.PV, " ")), width, st.ellipsis))
	}
	add(st.faint.Render(" d " + strings.Repeat(" ", scoreWidth-5) + "score  nodes  time pv"))
	for i := n - 1; i >= 0 && len(lines) < height; i-- {
		in := a.infos[i]
		row := fmt.Sprintf("%2d %*s %6s %5s %s", in.Depth, scoreWidth, in.Score, count(in.Nodes), shortTime(in.Time), strings.Join(in.PV, " "))
		add(clip(row, width, st.ellipsis))
	}
	return lines
}
