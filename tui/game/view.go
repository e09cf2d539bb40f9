package game

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
)

// StartPreview shows the analysis' first line played out on the board,
// or says why there is nothing to show.
func (b *Base[G, M, P, R]) StartPreview() {
	if problem := b.Analysis.PreviewProblem(); problem != "" {
		b.Say(true, "%s", problem)
		return
	}
	var r R
	b.Analysis.OpenPreview(b.Game.Position(), r.Play)
	b.Status = ""
}

// PreviewKey is every key while the preview is shown: step, change line,
// leave; q (QuitKey) still quits.
func (b *Base[G, M, P, R]) PreviewKey(s Hooks[G], msg tea.KeyMsg, quitKey key.Binding) tea.Cmd {
	quit, left := b.Analysis.PreviewKey(msg, quitKey)
	if left {
		b.Status = ""
	}
	if quit {
		return b.Quit(s)
	}
	return nil
}

// ShownPosition is what the board shows: the preview's position, or the
// game's.
func (b Base[G, M, P, R]) ShownPosition() P {
	if v := b.Analysis.Preview; v != nil {
		return v.Shown()
	}
	return b.Game.Position()
}

// PreviewBanner is the status line while previewing (see
// analysis.Preview.Banner; move says the move shown), else "".
func (b Base[G, M, P, R]) PreviewBanner(move func(before P, mv M) string) string {
	v := b.Analysis.Preview
	if v == nil {
		return ""
	}
	return v.Banner(b.St, b.Opts.ASCII, move)
}

// StatusHead is what a game's status line says before the game's own
// words: the preview's banner, the move prompt (hint names its keys), or
// the status; ok is false when none of them is shown.
func (b Base[G, M, P, R]) StatusHead(banner, hint string) (line string, ok bool) {
	if banner != "" {
		return banner, true
	}
	if b.Prompting {
		line := textfield.View(b.Prompt, b.St)
		if b.Status != "" {
			return line + "  " + b.St.Problem.Render(b.Status), true
		}
		return line + "  " + b.St.Faint.Render(hint), true
	}
	if b.Status != "" {
		if b.Problem {
			return b.St.Problem.Render(b.Status), true
		}
		return b.St.Status.Render(b.Status), true
	}
	return "", false
}

// Footer is the status line and the key line under a game's board. A
// word the screen said (Status: a question, where the game was saved, a
// problem) too long for its line wraps onto the key line's row (the keys
// are all under ?); the standing line of a turn, which the key line
// repeats, keeps to its line. Under a table's line (UnderTable) the key
// line's row is the table's, and the status has one line. What still
// does not fit is shown whole in the side panel (LongProblem).
func (b Base[G, M, P, R]) Footer(status string, keys []key.Binding) string {
	lines, _ := common.StatusLines(status, b.Width-2, b.statusRows(), b.Gl.Ellipsis)
	if !b.UnderTable && len(lines) < 2 {
		lines = append(lines, common.KeyLine(b.Help, keys, b.Width-2))
	}
	return " " + strings.Join(lines, "\n ")
}

// Hint is a status line that tells a person what to do, faint: long
// where the line has room for it, else short (the same advice with less
// said), rather than long cut off at the screen's edge, where its end,
// usually how to type a move, would be lost.
func (b Base[G, M, P, R]) Hint(long, short string) string {
	if b.Width <= 0 {
		return b.St.Faint.Render(long)
	}
	return b.St.Faint.Render(common.LongOrShort(long, short, b.Width-2))
}

// statusRows is how many lines the status line may take (see Footer).
func (b Base[G, M, P, R]) statusRows() int {
	if b.UnderTable || b.Status == "" {
		return 1
	}
	return 2
}

// LongProblem is the whole status (a problem, or any other word) when
// the status line (as statusLine draws it) cannot show all of it, with a
// blank line after it, for the side panel of width cells; none
// otherwise.
func (b Base[G, M, P, R]) LongProblem(statusLine string, width int) []string {
	if b.Status == "" {
		return nil
	}
	if _, cut := common.StatusLines(statusLine, b.Width-2, b.statusRows(), b.Gl.Ellipsis); !cut {
		return nil
	}
	style := b.St.Status
	if b.Problem {
		style = b.St.Problem
	}
	return append(problemLines(style, b.Status, width), "")
}

// PausedLine is the panel's word while AI vs AI is paused.
func (b Base[G, M, P, R]) PausedLine() string {
	return b.St.Status.Render("paused") + b.St.Faint.Render(strings.TrimPrefix(PausedWords, "paused"))
}

// AnalysisBusy is why the analysis waits, if it does: the game is over,
// or the AI searches.
func (b Base[G, M, P, R]) AnalysisBusy() string {
	switch {
	case b.Over():
		return "game over"
	case b.Job != nil:
		return "waits for the AI"
	}
	return ""
}

// Beside writes the board's lines with the panel's to their right, gap
// apart; where the board has no line (or an empty one between rows),
// blank keeps the panel in its column.
func Beside(out *strings.Builder, board, panel []string, blank, gap string) {
	for i := 0; i < max(len(board), len(panel)); i++ {
		if i < len(board) && board[i] != "" {
			out.WriteString(board[i])
		} else {
			out.WriteString(blank)
		}
		if i < len(panel) {
			out.WriteString(gap)
			out.WriteString(panel[i])
		}
		out.WriteByte('\n')
	}
}
