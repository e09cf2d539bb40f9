package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/common"
)

// Each entry's title and blurb fit the screen: whole, or their first
// words and "…", never a word cut at the terminal's edge ("a ratin").
func TestMenuEntriesEndWithWholeWords(t *testing.T) {
	m := New(common.Options{})
	for width := 40; width <= 110; width++ {
		next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: 30})
		view := ansi.Strip(next.View())
		for _, e := range next.(Model).entries() {
			checkClipped(t, width, view, e.title)
			checkClipped(t, width, view, e.blurb)
		}
	}
}

// checkClipped finds the line of the view that shows text (the first
// that starts with its first two words) and checks that it shows the text whole, or its first
// words and " …", within width cells.
func checkClipped(t *testing.T, width int, view, text string) {
	t.Helper()
	words := strings.Fields(text)
	var line string
	for _, l := range strings.Split(view, "\n") {
		if strings.HasPrefix(strings.TrimPrefix(strings.TrimSpace(l), "> "), strings.Join(words[:min(2, len(words))], " ")) {
			line = l
			break
		}
	}
	if line == "" {
		t.Fatalf("width %d: no line shows %q:\n%s", width, text, view)
	}
	if lipgloss.Width(strings.TrimRight(line, " ")) > width {
		t.Fatalf("width %d: %q is wider", width, line)
	}
	shown := strings.TrimPrefix(strings.TrimSpace(line), "> ")
	if shown == text {
		return
	}
	cut, ok := strings.CutSuffix(shown, " …")
	if !ok || !strings.HasPrefix(text+" ", cut+" ") {
		t.Fatalf("width %d: %q is shown as %q", width, text, shown)
	}
}
