package enginepanel

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
)

// Panel shows what the AI is doing: a spinner while it thinks and
// one line per finished depth (depth, score, speed, principal variation),
// newest last. It keeps every depth of the current search, so the
// analysis view can list and step through them all.
type Panel struct {
	st       common.Styles
	spin     spinner.Model
	Who      string // "Blue AI (level 3)"
	thinking bool
	started  time.Time
	Infos    []Info
	Note     string // a line for engines that report no depths
	ScoreFor string // the side the scores are for ("blue"), if known
}

func New(st common.Styles, opts common.Options) Panel {
	sp := spinner.New()
	sp.Spinner = spinner.Dot
	if opts.ASCII {
		sp.Spinner = spinner.Line
	}
	sp.Style = st.Heading
	return Panel{st: st, spin: sp}
}

// Start shows a new search by who and returns the spinner's first tick.
func (p *Panel) Start(who string, now time.Time) tea.Cmd {
	p.Who, p.thinking, p.started, p.Infos, p.Note, p.ScoreFor = who, true, now, nil, "", ""
	return p.spin.Tick
}

// Stop freezes the panel on the last search's lines.
func (p *Panel) Stop() { p.thinking = false }

// Clear forgets the last search (after undo or a new game).
func (p *Panel) Clear() { *p = Panel{st: p.st, spin: p.spin} }

func (p *Panel) Update(msg spinner.TickMsg) tea.Cmd {
	if !p.thinking {
		return nil
	}
	var cmd tea.Cmd
	p.spin, cmd = p.spin.Update(msg)
	return cmd
}

// NoteLines is how many lines the note takes at width.
func (p Panel) NoteLines(width int) int {
	if p.Note == "" {
		return 0
	}
	return len(common.WrapParagraph(p.Note, width))
}

// View draws the panel in width × at most height lines.
func (p Panel) View(width, height int) string {
	if p.Who == "" || height <= 0 {
		return ""
	}
	var lines []string
	// A long engine name is cut, marked, before " thinking" (which stays).
	head := p.st.Heading.Render(common.Clip(p.Who, width, p.st.Ellipsis))
	if p.thinking {
		head = p.spin.View() + " " + p.st.Heading.Render(common.Clip(p.Who, width-lipgloss.Width(p.spin.View()+"  thinking"), p.st.Ellipsis)) + p.st.Faint.Render(" thinking")
	}
	lines = append(lines, head)
	if p.Note != "" { // wrapped: it says why a move was played
		lines = append(lines, common.WrapParagraph(p.Note, width)...)
	}
	if n := len(p.Infos); n > 0 {
		last := p.Infos[n-1]
		score := fmt.Sprintf("depth %s  score %s", p.st.Value.Render(fmt.Sprint(last.Depth)), p.st.Value.Render(last.Score))
		if p.ScoreFor != "" {
			score += " for " + p.ScoreFor
		}
		lines = append(lines, score)
		lines = append(lines, p.st.Faint.Render(fmt.Sprintf("%s nodes  %s/s  %s", Count(last.Nodes), Count(last.NPS), last.Time.Round(time.Millisecond))))
		// Then as many earlier depths as fit, newest first, each with its PV.
		for i := n - 1; i >= 0 && len(lines) < height; i-- {
			in := p.Infos[i]
			pv := strings.Join(in.PV, " ")
			row := fmt.Sprintf("%2d %6s %s", in.Depth, in.Score, pv)
			lines = append(lines, common.ClipWords(row, width, p.st.Ellipsis))
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	for i := range lines {
		lines[i] = common.ClipStyled(lines[i], width)
	}
	return strings.Join(lines, "\n")
}

// Count writes a node count the way engines print them: 950, 12.3k, 4.56M.
func Count(n int64) string {
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

// Info is one finished depth of a search as the engine panel shows
// it (a copy of search.Info with the score already in words).
type Info struct {
	Depth int
	Score string
	Nodes int64
	Time  time.Duration
	NPS   int64
	PV    []string
	Lines []Line // multi-PV: the best root moves, best first (analysis only)
	Proof string // a proven result in words (Catch the Cat analysis only)
}

// Line is one root move of a multi-PV search: its score in words
// and its line, starting with the root move.
type Line struct {
	Score string
	PV    []string
}

// ShortTime writes a search time in at most five cells: 12ms, 3.4s, 95s.
func ShortTime(d time.Duration) string {
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
