package tui

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// Every status and question the screens say fits at 80 columns, all of
// it: a status is often read for its end (where the game went, a
// question's last choice). Each is drawn on a game screen at 80×24: its
// word may take two lines (the key line's row), and under a table's line
// one (the table's line takes that row). A problem longer still is
// said whole in the side panel, but no wording counts on that.
//
// The words come from the code: every Say call under tui/ is found in
// the source, and its arguments are filled with the widest values they
// take (sayArgs). A new Say whose arguments have no values here fails,
// so that its wording is measured too.

// said is one Say call found in the source.
type said struct {
	at     string // file:line
	pkg    string // the package's folder
	format string
	args   []string // the arguments' source text
}

func saidInSource(t *testing.T) []said {
	t.Helper()
	var out []said
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Say" || len(call.Args) < 2 {
				return true
			}
			lit, ok := call.Args[1].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%v: Say's format is not a literal: the test cannot measure it", fset.Position(call.Pos()))
				return true
			}
			format, _ := strconv.Unquote(lit.Value)
			s := said{at: fset.Position(call.Pos()).String(), pkg: filepath.Base(filepath.Dir(path)), format: format}
			for _, a := range call.Args[2:] {
				var b bytes.Buffer
				printer.Fprint(&b, fset, a)
				s.args = append(s.args, b.String())
			}
			out = append(out, s)
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 50 {
		t.Fatalf("found only %d Say calls under tui/", len(out))
	}
	return out
}

// drawnAtTheTable marks an argument whose message the table test draws
// on a real table screen (see TestTableLinesFitAt80Columns).
const drawnAtTheTable = "(drawn at the table)"

// sayArgs are the widest values each Say argument takes, by its source
// text.
func sayArgs(t *testing.T) map[string][]any {
	path := "~/.local/share/cabezacat/catcat-20261123-120000-2.txt"
	var pacer game.Pacer
	slowest, fastest := game.Pacer{Pace: time.Hour}, game.Pacer{}
	return map[string][]any{
		"hint":                               {"d deepens one depth", "f deepens one ply"},
		"a.Depth()":                          {64},
		"a.Depth() + 1":                      {64},
		"err":                                moveErrors(t),
		"reason":                             {"no answer within its 2s and a 1s grace: the program is stopped"},
		"common.Capital(side.String())":      {"Blue"},
		"side":                               {"catcher", "blue"},
		"gamesetup.CabezaDefaultLevel":       {gamesetup.CabezaDefaultLevel},
		"r.move":                             {"Hnnee"},
		"m.cursor":                           {"j10"},
		"pl":                                 {"blue"},
		"toMove":                             {"blue"},
		"toMove.Opponent()":                  {"blue"},
		"k":                                  {"Cabeza", "Chato"},
		"p.Side()":                           {"blue"},
		"m.bothSides()":                      {"AI (level 3) plays red, engine a-really-long-engine-pr… blue"},
		"m.mover(p.Side())":                  {"blue (the engine program)"},
		`strings.Join(names, " ")`:           {"Hn Hnn Hs Hss He Hee Hw Hww Hnw Hne Hsw Hse"},
		"m.preview":                          {"Hnnee"},
		"landing(m.preview)":                 {"to i9–j10, standing (height 2) — wins!"},
		"maxSteps":                           {2},
		"plural.S(maxSteps)":                 {"s"},
		"len(c.Here)":                        {12},
		"c.Kind":                             {"Cabeza", "Chato"},
		"cabezaboard.Names(c.Here)":          {"Hn Hnn Hs Hss He Hee Hw Hww Hnw Hne Hsw Hse"},
		"sq":                                 {"j10"},
		"onOff(o.heatOn)":                    {"off"},
		"onOff(o.routeOn)":                   {"off"},
		"onOff(o.blockOn)":                   {"off"},
		"c":                                  {"-22,-22"},
		"me.Rule":                            {"the cat may only move to one of its six neighbours"},
		"n":                                  {999},
		"said":                               {fmt.Sprintf("new game: seed %d", uint64(1<<64-1)), "new game from the record's start"},
		"name":                               {"catcat-20261123-120000-2.txt", "the record"},
		"where":                              {"the cat escaped to the border at -22,-22: the cat wins", "catcher to move"},
		"common.ClipboardNote(\"position\")": {common.ClipboardNote("position")},
		"common.ClipboardNote(\"record\")":   {common.ClipboardNote("record")},
		"pos.Turn()":                         {"catcher"},
		"g.asked":                            questions(t),
		"path":                               {path},
		"s.SideToMove()":                     {"catcher"},
		"b.TogglePause()":                    {pacer.TogglePause(), pacer.TogglePause()},
		"PausedWords":                        {game.PausedWords},
		"b.Faster()":                         {fastest.Faster()},
		"b.Slower()":                         {slowest.Slower()},
		"saved":                              {"saved to " + path},
		"problem":                            {"no lines to preview: a turns analysis on", "no lines yet: wait for the first depth"},
		"t.escWords()":                       {"esc again: leave the table (your seat at ABCD waits for you: token ABCDEFGH)", "esc again: back to the menu (this game is adjourned and saved)"},
		"t.adjournNote()":                    {" (this game is adjourned and saved)"},
		"t.snap.Setup.Clock":                 {"180+180"},
		"msg.snap.Setup.Kind.SideName(msg.snap.ToMove)": {"catcher"},
		"t.snap.Setup.Kind.SideName(t.snap.ToMove)":     {"catcher"},
		"t.quitQuestion()":                              {drawnAtTheTable},
		"setup.Kind.SideName(0)":                        {"cat"},
		"setup.Kind.SideName(1)":                        {"catcher"},
		"table.FormatClock(left[0])":                    {table.FormatClock(3*time.Hour - time.Second)},
		"table.FormatClock(left[1])":                    {table.FormatClock(3*time.Hour - time.Second)},
		"t.snap.Code":                                   {"ABCD"},
		"t.snap.Setup.Kind.SideName(s.Seat)":            {"catcher"},
		"s.Token":                                       {"ABCDEFGH"},
		"t.snap.Event":                                  {"adjourned: the server is shutting down"},
		"msg.done":                                      {"you asked to take back your move", "draw offered", "you declined"},
		"msg.what":                                      {"move -22,-22", "decline", "rematch", "chat", "mute"},
		"msg.err":                                       append([]any{table.ErrNoOpponent.Error(), "you have no move to take back"}, tableChatErrors(t)...),
	}
}

// moveErrors are what the rules say of a move typed or clicked wrong.
func moveErrors(t *testing.T) []any {
	var out []any
	for _, text := range []string{"Fne", "Hnnn", "zz9", "h2h2h2"} {
		if _, err := cabeza.ParseMove(cabeza.Start(), text); err != nil {
			out = append(out, err.Error())
		}
	}
	for _, text := range []string{"3;0", "99,99", "x"} {
		if _, err := catcat.ParseCell(text); err != nil {
			out = append(out, err.Error())
		}
	}
	if len(out) < 5 {
		t.Fatalf("only %d of the wrong moves were refused", len(out))
	}
	return out
}

// sayer catches what a guard says.
type sayer struct{ last string }

func (s *sayer) Say(_ bool, format string, a ...any) { s.last = fmt.Sprintf(format, a...) }
func (s *sayer) Save() bool                          { return false }

// questions are the guard's questions, as it asks them of a game of
// 999 moves (and the question again after a save failed).
func questions(t *testing.T) []any {
	var out []any
	for _, a := range []confirm.Ask{confirm.AskNew, confirm.AskRestart, confirm.AskQuit, confirm.AskMenu} {
		var g confirm.Guard
		s := &sayer{}
		g.Confirm(s, a, 999)
		out = append(out, g.Question())
	}
	var g confirm.Guard
	s := &sayer{}
	g.SaveWith(s, filepath.Join(t.TempDir(), "no", "such"), "catcat", "m", time.Now(), nil, fmt.Errorf("open ~/.local/share/cabezacat: permission denied"))
	g.Interrupt(s, true, 999)
	g.Interrupt(s, true, 999)
	return append(out, g.Question())
}

// fill is every text c says with the values of sayArgs; ok is false
// (and the test told) when an argument has none.
func fill(t *testing.T, c said, args map[string][]any) (texts []string) {
	t.Helper()
	combos := [][]any{nil}
	for _, a := range c.args {
		values, ok := args[a]
		if !ok {
			t.Errorf("%s: Say(%q, %s): no values for %s in sayArgs: add the widest it takes", c.at, c.format, strings.Join(c.args, ", "), a)
			return nil
		}
		var next [][]any
		for _, combo := range combos {
			for _, v := range values {
				if v == drawnAtTheTable {
					continue
				}
				next = append(next, append(append([]any(nil), combo...), v))
			}
		}
		combos = next
	}
	for _, combo := range combos {
		texts = append(texts, fmt.Sprintf(c.format, combo...))
	}
	return texts
}

// checkFits draws text as a game screen's status at 80×24 (a Cabeza
// board's) and fails if any of it is lost: on the screen's own
// (rows 2: its word may take the key line's row) or under a table's line
// (rows 1).
func checkFits(t *testing.T, at, text string, rows int) {
	t.Helper()
	var s tea.Model = hotseat.Cabeza(t, "")
	if rows == 1 {
		s = tuitest.Send(s, game.UnderTableMsg{})
	}
	lines := strings.Split(tuitest.Send(s, size80).(game.Table).WithStatus(text, false).View(), "\n")
	footer := lines[len(lines)-rows:]
	if !strings.Contains(words(strings.Join(footer, " ")), words(text)) {
		t.Errorf("%s: at 80 columns in %d line(s):\n%s\nlost some of\n%s", at, rows, strings.Join(footer, "\n"), text)
	}
}

func TestEverySaidStatusFitsAt80Columns(t *testing.T) {
	args := sayArgs(t)
	used := map[string]bool{}
	for _, c := range saidInSource(t) {
		rows := 2 // the key line's row too
		if c.pkg == "tablescreen" {
			rows = 1 // under the table's line
		}
		for _, a := range c.args {
			used[a] = true
		}
		for _, text := range fill(t, c, args) {
			checkFits(t, c.at, text, rows)
		}
	}
	for a := range args {
		if !used[a] {
			t.Errorf("sayArgs has values for %s, which no Say takes now", a)
		}
	}
}
