package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// startPreview shows the analysis' first line played out on the board,
// or says why there is nothing to show.
func (b *gameBase[G, M, P, R]) startPreview() {
	if problem := b.an.previewProblem(); problem != "" {
		b.say(true, "%s", problem)
		return
	}
	var r R
	b.an.openPreview(b.game.Position(), r.play)
	b.status = ""
}

// previewKey is every key while the preview is shown: step, change line,
// leave; q (quitKey) still quits.
func (b *gameBase[G, M, P, R]) previewKey(s gameScreen[G], msg tea.KeyMsg, quitKey key.Binding) tea.Cmd {
	quit, left := b.an.previewKey(msg, quitKey)
	if left {
		b.status = ""
	}
	if quit {
		return b.quitKey(s)
	}
	return nil
}

// shownPosition is what the board shows: the preview's position, or the
// game's.
func (b gameBase[G, M, P, R]) shownPosition() P {
	if v := b.an.preview; v != nil {
		return v.shown()
	}
	return b.game.Position()
}

// previewBanner is the status line while previewing (see
// pvPreview.banner; move says the move shown), else "".
func (b gameBase[G, M, P, R]) previewBanner(move func(before P, mv M) string) string {
	v := b.an.preview
	if v == nil {
		return ""
	}
	return v.banner(b.st, b.opts.ASCII, move)
}

// statusHead is what a game's status line says before the game's own
// words: the preview's banner, the move prompt (hint names its keys), or
// the status; ok is false when none of them is shown.
func (b gameBase[G, M, P, R]) statusHead(banner, hint string) (line string, ok bool) {
	if banner != "" {
		return banner, true
	}
	if b.prompting {
		line := fieldView(b.prompt, b.st)
		if b.status != "" {
			return line + "  " + b.st.problem.Render(b.status), true
		}
		return line + "  " + b.st.faint.Render(hint), true
	}
	if b.status != "" {
		if b.problem {
			return b.st.problem.Render(b.status), true
		}
		return b.st.status.Render(b.status), true
	}
	return "", false
}

// footer is the status line and the key line under a game's board.
func (b gameBase[G, M, P, R]) footer(status string, keys []key.Binding) string {
	return " " + clipStatus(status, b.width-2, b.gl.ellipsis) + "\n" + " " + keyLine(b.help, keys, b.width-2)
}

// longProblem is the whole explanation of a problem too long for the
// status line (as statusLine draws it), with a blank line after it, for
// the side panel of width cells; none otherwise.
func (b gameBase[G, M, P, R]) longProblem(statusLine string, width int) []string {
	if !b.problem || lipgloss.Width(statusLine) <= b.width-2 {
		return nil
	}
	return append(problemLines(b.st, b.status, width), "")
}

// pausedLine is the panel's word while AI vs AI is paused.
func (b gameBase[G, M, P, R]) pausedLine() string {
	return b.st.status.Render("paused") + b.st.faint.Render(strings.TrimPrefix(pausedWords, "paused"))
}

// analysisBusy is why the analysis waits, if it does: the game is over,
// or the AI searches.
func (b gameBase[G, M, P, R]) analysisBusy() string {
	switch {
	case b.over():
		return "game over"
	case b.job != nil:
		return "waits for the AI"
	}
	return ""
}

// beside writes the board's lines with the panel's to their right, gap
// apart; where the board has no line (or an empty one between rows),
// blank keeps the panel in its column.
func beside(out *strings.Builder, board, panel []string, blank, gap string) {
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
