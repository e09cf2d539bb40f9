package learn

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/learn/lesson"
)

// newVisitor is the screen of a server's visitor at 80×24: no progress
// file (the root gives none over SSH), the account's store.
func newVisitor(t *testing.T, acct common.ProgressStore) Model {
	t.Helper()
	opts := common.Options{Host: &common.Host{}, ProgressStore: acct}
	return send(New(opts, testBoard(t), ""), tea.WindowSizeMsg{Width: 80, Height: 24})
}

// A player visiting a server keeps the steps done in their account, and
// the next visit opens the lesson at the first step not done; nothing is
// written in the host's folder.
func TestLessonProgressLivesInTheAccount(t *testing.T) {
	acct := tuitest.NewProgressAccount(nil)
	m := open(t, newVisitor(t, acct), lesson.Cabeza, "blocks")
	m = typed(m, "Mnn")
	m = send(m, tea.KeyMsg{Type: tea.KeyEnter})
	m = typed(m, "Fe")
	if m.mood != moodGood {
		t.Fatalf("Fe:\n%s", m.View())
	}
	var kept progress
	if err := json.Unmarshal(acct.Saved(Trainer), &kept); err != nil || !kept.Done["cabeza/blocks/1"] || !kept.Done["cabeza/blocks/2"] {
		t.Fatalf("the account holds %q (%v)", acct.Saved(Trainer), err)
	}
	if _, err := os.Stat(filepath.Join(os.Getenv("XDG_DATA_HOME"), "cabezacat", progressFile)); err == nil {
		t.Fatal("a progress file was written in the host's folder")
	}
	again := newVisitor(t, acct)
	if !strings.Contains(again.View(), "The blocks roll                 2/5") {
		t.Fatalf("the list on the next visit:\n%s", again.View())
	}
	if again = open(t, again, lesson.Cabeza, "blocks"); again.step != 2 {
		t.Fatalf("the lesson opened at step %d, want 3", again.step+1)
	}
	// A guest (no account) keeps nothing.
	guest := send(New(common.Options{Host: &common.Host{}}, testBoard(t), ""), tea.WindowSizeMsg{Width: 80, Height: 24})
	if strings.Contains(guest.View(), "2/5") {
		t.Fatalf("a guest sees another's progress:\n%s", guest.View())
	}
}

// Progress the account holds that does not read is named on the list,
// and the lessons start afresh.
func TestLessonProgressInTheAccountThatDoesNotRead(t *testing.T) {
	m := newVisitor(t, tuitest.NewProgressAccount(map[string][]byte{Trainer: []byte(`{"done": {"cabeza/blocks/1": tru`)}))
	if !strings.Contains(m.View(), "not read") || len(m.prog.Done) != 0 {
		t.Fatalf("notice %q, done %v:\n%s", m.notice, m.prog.Done, m.View())
	}
}
