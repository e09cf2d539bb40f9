package menu

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
	"cabezacat/tui/shell"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// newApp is the menu in the shell, as the program starts (the root's
// App builds no screen in these tests: a start is a message).
func newApp(opts common.Options) tea.Model { return shell.New(opts, New(opts)) }

// catcatStart is a Catch the Cat game at the start of a 9×9 board of seed
// 7, the board of the other packages' hot-seat tests.
func catcatStart(t *testing.T) *catcat.Game {
	t.Helper()
	size, err := catcat.NewSize(9)
	if err != nil {
		t.Fatal(err)
	}
	start, err := catcat.RandomStart(size, 0.05, 7)
	if err != nil {
		t.Fatal(err)
	}
	return catcat.NewGame(start)
}

func loadCabezaErr(p string) error { _, err := record.LoadCabeza(p); return err }
func loadCatcatErr(p string) error { _, err := record.LoadCatcat(p); return err }
