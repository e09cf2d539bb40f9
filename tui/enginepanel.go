package tui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// enginePanel shows what the AI is doing: a spinner while it thinks and
// one line per finished depth (depth, score, speed, principal variation),
// newest last. It keeps every depth of the current search, so the
// analysis view can list and step through them all.
type enginePanel struct {
	st       styles
	spin     spinner.Model
	who      string // "Blue AI (level 3)"
	thinking bool
	started  time.Time
	infos    []engineInfo
	note     string // a line for engines that report no depths
	scoreFor string // the side the scores are for ("blue"), if known
}

func newEnginePanel(st styles, opts Options) enginePanel {
	sp := spinner.New()
	sp.Spinner = spinner.Dot
	if opts.ASCII {
		sp.Spinner = spinner.Line
	}
	sp.Style = st.heading
	return enginePanel{st: st, spin: sp}
}

// start shows a new search by who and returns the spinner's first tick.
func (p *enginePanel) start(who string, now time.Time) tea.Cmd {
	p.who, p.thinking, p.started, p.infos, p.note, p.scoreFor = who, true, now, nil, "", ""
	return p.spin.Tick
}

// stop freezes the panel on the last search's lines.
func (p *enginePanel) stop() { p.thinking = false }

// clear forgets the last search (after undo or a new game).
func (p *enginePanel) clear() { *p = enginePanel{st: p.st, spin: p.spin} }

func (p *enginePanel) update(msg spinner.TickMsg) tea.Cmd {
	if !p.thinking {
		return nil
	}
	var cmd tea.Cmd
	p.spin, cmd = p.spin.Update(msg)
	return cmd
}

// noteLines is how many lines the note takes at width.
func (p enginePanel) noteLines(width int) int {
	if p.note == "" {
		return 0
	}
	return lipgloss.Height(lipgloss.NewStyle().Width(width).Render(p.note))
}

// view draws the panel in width × at most height lines.
func (p enginePanel) view(width, height int) string {
	if p.who == "" || height <= 0 {
		return ""
	}
	var lines []string
	// A long engine name is cut, marked, before " thinking" (which stays).
	head := p.st.heading.Render(clip(p.who, width, p.st.ellipsis))
	if p.thinking {
		head = p.spin.View() + " " + p.st.heading.Render(clip(p.who, width-lipgloss.Width(p.spin.View()+"  thinking"), p.st.ellipsis)) + p.st.faint.Render(" thinking")
	}
	lines = append(lines, head)
	if p.note != "" { // wrapped: it says why a move was played
		for _, l := range strings.Split(lipgloss.NewStyle().Width(width).Render(p.note), "\n") {
			lines = append(lines, strings.TrimRight(l, " "))
		}
	}
	if n := len(p.infos); n > 0 {
		last := p.infos[n-1]
		score := fmt.Sprintf("depth %s  score %s", p.st.value.Render(fmt.Sprint(last.Depth)), p.st.value.Render(last.Score))
		if p.scoreFor != "" {
			score += " for " + p.scoreFor
		}
		lines = append(lines, score)
		lines = append(lines, p.st.faint.Render(fmt.Sprintf("%s nodes  %s/s  %s", count(last.Nodes), count(last.NPS), last.Time.Round(time.Millisecond))))
		// Then as many earlier depths as fit, newest first, each with its PV.
		for i := n - 1; i >= 0 && len(lines) < height; i-- {
			in := p.infos[i]
			pv := strings.Join(in.PV, " ")
			row := fmt.Sprintf("%2d %6s %s", in.Depth, in.Score, pv)
			lines = append(lines, clip(row, width, p.st.ellipsis))
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	for i := range lines {
		lines[i] = clipStyled(lines[i], width)
	}
	return strings.Join(lines, "\n")
}

// count writes a node count the way engines print them: 950, 12.3k, 4.56M.
func count(n int64) string {
	switch {
	case n < 10_000:
		return fmt.Sprint(n)
	case n < 1_000_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	case n < 1_000_000_000:
		return fmt.Sprintf("%.2fM", float64(n)/1e6)
	}
	return fmt.Sprintf("%.2fG", float64(n)/1e9)
}

// engineInfo is one finished depth of a search as the engine panel shows
// it (a copy of ai.Info with the score already in words).
type engineInfo struct {
	Depth int
	Score string
	Nodes int64
	Time  time.Duration
	NPS   int64
	PV    []string
	Lines []engineLine // multi-PV: the best root moves, best first (analysis only)
	Proof string       // a proven result in words (Catch the Cat analysis only)
}

// engineLine is one root move of a multi-PV search: its score in words
// and its line, starting with the root move.
type engineLine struct {
	Score string
	PV    []string
}

// shortTime writes a search time in at most five cells: 12ms, 3.4s, 95s.
func shortTime(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d < 1000*time.Second:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	}
	return fmt.Sprintf("%dm", int(d.Minutes()))
}
