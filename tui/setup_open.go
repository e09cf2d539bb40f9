package tui

import (
	"errors"
	"os"
	"strings"
	"unicode"
)

// newOpenForm is the menu's "open a saved game" page: one file name; the
// file's first line says which game it is (a Catch the Cat record or
// arena replay starts "catcat-replay", a Cabeza record with its tags).
func newOpenForm(opts Options) setupForm {
	file := newTextField(newStyles(opts), "", "cabeza-….txt or an arena replay", 400, 40, func(r rune) bool {
		return unicode.IsPrint(r)
	})
	file.Focus() // the only row: typing goes straight into it
	return setupForm{
		game: "Open a saved game",
		keys: defaultFormKeys,
		rows: []formRow{
			{id: "file", label: "File", text: &file, note: "a saved game (w in a game) or an arena replay"},
		},
		rules: rulesCabeza + "\n\n" + rulesCatcat,
		describe: func(f *setupForm) string {
			return "the game opens at its start: > steps, end jumps to the end"
		},
		start: func(f *setupForm) (screen, error) {
			return openRecord(opts, strings.TrimSpace(f.value("file")))
		},
	}
}

// openRecord opens a record file of either game at its start. A damaged
// or foreign file is an error naming the file, the line and the problem.
func openRecord(opts Options, path string) (screen, error) {
	if path == "" {
		return nil, errors.New("type the name of a saved game's file")
	}
	head, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(strings.TrimPrefix(string(head), "\ufeff"), "catcat-replay") {
		s, err := LoadCatcat(path)
		if err != nil {
			return nil, err
		}
		return newCatcatGame(opts, s)
	}
	s, err := LoadCabeza(path)
	if err != nil {
		return nil, err
	}
	return newCabezaGame(opts, s)
}
