package puzzles

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/puzzle"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// A player visiting a server keeps their puzzle progress in their account:
// what it holds is their rating when the trainer opens, a solved puzzle
// is saved there (not in the host's folder), and the next visit sees it.
func TestPuzzleProgressLivesInTheAccount(t *testing.T) {
	before := newProgress()
	before.Streak["cabeza"], before.Best["cabeza"] = 4, 9
	kept, _ := json.Marshal(before)
	acct := tuitest.NewProgressAccount(map[string][]byte{Trainer: kept})
	opts := common.Options{Host: &common.Host{}, ProgressStore: acct}

	m := New(opts).WithPuzzle(testPuzzle(t))
	if m.sessionOnly || m.progress.Best["cabeza"] != 9 {
		t.Fatalf("the account's progress is not loaded: session only %v, best %d", m.sessionOnly, m.progress.Best["cabeza"])
	}
	saved := tuitest.UntilMsg(func(tea.Model) bool { return strings.Contains(string(acct.Saved(Trainer)), `"streak":{"cabeza":5}`) })
	final := tuitest.Run(t, m, 80, 24, tuitest.KeyRunes("q"), append(typeMove("Mnn"), saved)...).(Model)
	if !final.solved {
		t.Fatal("not solved")
	}
	if strings.Contains(final.View(), "this session only") {
		t.Fatalf("a player's screen says the progress is for the session:\n%s", final.View())
	}
	if _, err := os.Stat(filepath.Join(os.Getenv("XDG_DATA_HOME"), "cabezacat", FileName)); err == nil {
		t.Fatal("a progress file was written in the host's folder")
	}
	next := New(opts)
	if r := next.progress.PlayerRating(puzzle.Cabeza).Rating; r <= 1500 || next.progress.Streak["cabeza"] != 5 || next.progress.Best["cabeza"] != 9 {
		t.Fatalf("the next visit: rating %.0f, streak %d, best %d", r, next.progress.Streak["cabeza"], next.progress.Best["cabeza"])
	}
	if !next.played[testPuzzle(t).ID] {
		t.Error("the next visit would deal the solved puzzle again first")
	}
}

// Progress the account holds that does not read (a rating that is not a
// number, or not JSON) is named, and the trainer starts afresh.
func TestPuzzleProgressInTheAccountThatDoesNotRead(t *testing.T) {
	for _, data := range []string{`{"player":{"cabeza":{"rating":1500,"deviation":-3,"volatility":0.06}}}`, `{"player":`} {
		acct := tuitest.NewProgressAccount(map[string][]byte{Trainer: []byte(data)})
		m := New(common.Options{Host: &common.Host{}, ProgressStore: acct})
		if !strings.Contains(m.note, "could not be read") || m.progress.PlayerRating(puzzle.Cabeza).Rating != 1500 {
			t.Errorf("%s: note %q, rating %v", data, m.note, m.progress.PlayerRating(puzzle.Cabeza))
		}
	}
}
