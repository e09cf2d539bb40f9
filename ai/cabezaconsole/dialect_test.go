package cabezaconsole

import (
	"strings"
	"testing"

	"cabezacat/cabeza"
)

func TestReadConsoleLineKnowsBothDialects(t *testing.T) {
	for _, c := range []struct {
		raw      string
		kind     lineKind
		original bool
		check    func(consoleLine) bool
	}{
		{"info depth 3 score +1.25 nodes 900 nps 10 time 7 pv Hn fs On", lineInfo, false, func(l consoleLine) bool {
			return l.info.Depth == 3 && l.info.Score == "+1.25" && l.info.Nodes == 900 && l.info.Time == 7 && strings.Join(l.info.PV, " ") == "Hn fs On"
		}},
		{"info depth 5 score win 2 nodes 12 nps 1 time 0 pv Mn", lineInfo, false, func(l consoleLine) bool { return l.info.Score == "win 2" && l.info.PV[0] == "Mn" }},
		{"bestmove Fne", lineBest, false, func(l consoleLine) bool { return l.move == "Fne" }},
		{"error: no move to undo", lineError, false, nil},
		{cabeza.StartString, linePosition, false, func(l consoleLine) bool { return l.pos == cabeza.Start() }},
		{"> " + originalFEN(cabeza.Start()), linePosition, true, nil},
		{originalFEN(cabeza.Start()), linePosition, true, nil},
		{"depth 2 pv: \x1b[31mGn \x1b[0m\x1b[34mFS \x1b[0m(1234 nodes, \b\b) ", lineInfo, true, func(l consoleLine) bool {
			return l.info.Depth == 2 && l.info.Nodes == 1234 && strings.Join(l.info.PV, " ") == "Gn FS" && l.info.Score == ""
		}},
		{"depth 4 pv: Cen (77 nodes, \x1b[31mred can force win\x1b[0m, \b\b) ", lineInfo, true, func(l consoleLine) bool { return l.info.Score == "red can force win" }},
		{"depth 12 pv: (5 nodes, timeout, \b\b) ", lineInfo, true, func(l consoleLine) bool { return len(l.info.PV) == 0 && l.info.Nodes == 5 }},
		{"best move: \x1b[34mGW\x1b[0m", lineBest, true, func(l consoleLine) bool { return l.move == "GW" }},
		{"> FEN ok", lineFENOK, true, nil},
		{"FEN error", lineFENError, true, nil},
		{"move ok", lineMoveOK, true, nil},
		{"move error", lineMoveError, true, nil},
		{"> > Invalid command", lineError, true, nil},
		{"Player \x1b[31mred\x1b[0m won", lineNoise, true, nil},
		{"Welcome to Cabeza Engine. Default configuration set to:", lineNoise, true, nil},
		{"time: 30000ms, depth: 12", lineNoise, true, nil},
		{"Searching FEN: 10/10,r", lineNoise, true, nil},
		{"time: 1532", lineSearchEnd, true, nil},
		{"Searching hash 00c0ffee12345678", lineNoise, true, nil},
		{"> ", lineEmpty, true, nil},
		{"", lineEmpty, false, nil},
		{"> search", lineEcho, true, nil},
		{"search", lineUnknown, false, nil}, // no prompt: not an echo
		{"hello there", lineUnknown, false, nil},
		{"info nonsense", lineUnknown, false, nil},
	} {
		l := readConsoleLine(c.raw, []string{"fen", "search"})
		if l.kind != c.kind || l.original != c.original || c.check != nil && !c.check(l) {
			t.Errorf("%q: kind %d original %v %+v; want kind %d original %v", c.raw, l.kind, l.original, l, c.kind, c.original)
		}
	}
}

func TestNormalizeMoveTextReadsTheOriginalsMoves(t *testing.T) {
	for _, c := range []struct {
		in   string
		side cabeza.Player
		want string
	}{
		{"Gn", cabeza.Red, "On"}, {"gn", cabeza.Red, "On"}, {"GS", cabeza.Blue, "os"},
		{"Cen", cabeza.Red, "Cne"}, {"cws", cabeza.Blue, "csw"}, {"Mws", cabeza.Blue, "msw"},
		{"Fen", cabeza.Red, "Fen"}, {"hwn", cabeza.Blue, "hwn"}, // a roll order is never swapped
		{"Cnne", cabeza.Blue, "cnne"}, {"FNE", cabeza.Red, "Fne"},
		{"xyz", cabeza.Red, "xyz"}, {"", cabeza.Red, ""}, {"☃", cabeza.Red, "☃"},
	} {
		if got := normalizeMoveText(c.in, c.side); got != c.want {
			t.Errorf("normalizeMoveText(%q, %v) = %q, want %q", c.in, c.side, got, c.want)
		}
	}
}

func FuzzReadConsoleLine(f *testing.F) {
	for _, s := range []string{
		"info depth 3 score win 2 nodes 9 nps 1 time 0 pv Hn",
		"depth 2 pv: \x1b[31mGn \x1b[0m(12 nodes, \b\b) ",
		"best move: \x1b[34mgw\x1b[0m", "> > FEN ok", originalFEN(cabeza.Start()), cabeza.StartString,
		"\x1b[", "info score", "depth 1 pv:", "bestmove", "best move:", "time: 393", "time: 30000ms, depth: 12",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		l := readConsoleLine(raw, []string{"fen"})
		if strings.ContainsAny(l.text, "\x1b\b\r\n") {
			t.Fatalf("%q: cleaned text %q keeps control characters", raw, l.text)
		}
		// Colour never changes what a line says (unless the line holds a
		// broken escape of its own, which swallows what follows).
		coloured := "\x1b[31m" + raw + "\x1b[0m"
		if k := readConsoleLine(coloured, []string{"fen"}).kind; k != l.kind && l.kind != lineEcho && !strings.Contains(raw, "\x1b") {
			t.Fatalf("%q: kind %d, coloured %d", raw, l.kind, k)
		}
		if l.kind == lineBest {
			for _, side := range []cabeza.Player{cabeza.Red, cabeza.Blue} {
				m := normalizeMoveText(l.move, side)
				if mv, err := cabeza.ParseMove(cabeza.Start(), m); err == nil && mv.Player() != cabeza.Red {
					t.Fatalf("%q: %v for red's start", m, mv)
				}
			}
			// Turning a move back from a view keeps its length and is
			// undone by turning it again.
			for v := viewPlain; v < viewsAround; v++ {
				back := v.move(l.move)
				if len(back) != len(l.move) || v.move(back) != l.move {
					t.Fatalf("%q in view %d: %q, then %q", l.move, v, back, v.move(back))
				}
			}
		}
	})
}
