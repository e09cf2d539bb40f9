package menu

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/plural"
	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/record"
)

// openListMax is how many records the open page lists; older ones are
// opened by typing their path.
const openListMax = 8

// recordListZone is the time zone of the open page's times (a test sets
// UTC for its golden file).
var recordListZone = time.Local

// newOpenForm is the menu's "open a saved game" page: the records saved
// with w (and any left in the current folder by older versions), newest
// first, then a row to type the path of any other record or arena replay.
// The file's first line says which game it is (a Catch the Cat record
// or arena replay starts "catcat-replay", a Cabeza record with its tags).
func newOpenForm(opts common.Options) setupForm {
	dir, dirErr := record.Dir()
	where := "~/.local/share/cabezacat"
	if dirErr == nil {
		where = record.ShortPath(dir)
	}
	found := record.Find(dir, ".")
	if opts.Host != nil {
		// A visitor over SSH sees the host's record folder only, and
		// not where it lies on the host.
		where = "the server's saved games"
		found = record.Find(opts.RecordDir())
	}
	var rows []formRow
	for i, r := range found {
		if i == openListMax {
			break
		}
		rows = append(rows, formRow{
			id: "file:" + r.Path, label: filepath.Base(r.Path), pick: true,
			choices: []string{r.Mod.In(recordListZone).Format("2006-01-02 15:04")},
			note:    "in " + record.ShortPath(filepath.Dir(r.Path)),
		})
	}
	file := textfield.New(common.NewStyles(opts), "", "path of a record or an arena replay", 400, 36, func(r rune) bool {
		return unicode.IsPrint(r)
	})
	other := formRow{id: "file", label: "Other file", text: &file, typed: "a file's path", note: "saved games are in " + where}
	if more := len(found) - openListMax; more > 0 {
		other.note = fmt.Sprintf("%d older record%s in %s: type its path", more, plural.S(more), where)
	}
	rows = append(rows, other)
	keys := defaultFormKeys
	keys.Prev.SetEnabled(false) // nothing to change here: rows are chosen
	keys.Next.SetEnabled(false)
	f := setupForm{
		game:  "Open a saved game",
		keys:  keys,
		rows:  rows,
		rules: common.RulesCabeza + "\n\n" + common.RulesCatcat,
		describe: func(f *setupForm) string {
			if len(f.rows) == 1 {
				return "no saved games in " + where + " yet: type a path"
			}
			return "at its start (> steps); an adjourned clocked game resumes"
		},
		start: func(f *setupForm) (tea.Msg, error) {
			if path, ok := strings.CutPrefix(f.rows[f.cursor].id, "file:"); ok {
				return openRecord(opts, path)
			}
			return openRecord(opts, strings.TrimSpace(f.value("file")))
		},
	}
	if len(rows) == 1 {
		file.Focus() // the only row: typing goes straight into it
	}
	return f
}

// openRecord reads a record file of either game once (see record.Read)
// into the message that asks the root to open it. A damaged or foreign
// file is an error naming the file, the line and the problem.
func openRecord(opts common.Options, path string) (tea.Msg, error) {
	if path == "" {
		return nil, errors.New("type the path of a saved game or an arena replay")
	}
	if opts.Host == nil {
		path = record.ExpandHome(path) // the host's home is no visitor's business
	}
	if err := opts.AllowRecordPath(path); err != nil {
		return nil, err
	}
	text, err := record.Read(path)
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(strings.TrimPrefix(string(text), "\ufeff"), "catcat-replay") {
		s, err := record.CatcatSetupOf(path, text)
		if err != nil {
			return nil, err
		}
		return common.StartCatcatMsg{Path: path, Setup: s}, nil
	}
	s, err := record.CabezaSetupOf(path, text)
	if err != nil {
		return nil, err
	}
	return common.StartCabezaMsg{Path: path, Setup: s}, nil
}
