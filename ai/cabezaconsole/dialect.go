package cabezaconsole

import (
	"strconv"
	"strings"

	"cabezacat/cabeza"
)

// The two dialects of the Cabeza engine console (RULES-cabeza.md, "The
// engine console as a protocol"): this project's (one plain answer per
// command, "info … pv …" lines, "bestmove X") and the author's original
// (a "> " prompt with the command echoed, ANSI colours, "depth d pv: …",
// "best move: X", "FEN ok", "move ok", Opa letter G, any letter case).
type Dialect uint8

const (
	DialectUnknown  Dialect = iota // not yet seen an answer
	DialectOurs                    // cabezacat cabeza engine
	DialectOriginal                // brunogle/cabeza-engine and what answers like it
)

func (d Dialect) String() string {
	switch d {
	case DialectOurs:
		return "cabezacat"
	case DialectOriginal:
		return "original"
	}
	return "unknown"
}

// lineKind is what one line of an engine's output says.
type lineKind uint8

const (
	lineEmpty     lineKind = iota // nothing (or only a prompt)
	lineEcho                      // the command we sent, echoed after the prompt
	lineInfo                      // a finished depth: "info depth …" or "depth d pv: …"
	lineBest                      // the search's move: "bestmove X" or "best move: X"
	linePosition                  // a position string (the answer to "fen")
	lineFENOK                     // "FEN ok"
	lineFENError                  // "FEN error"
	lineMoveOK                    // "move ok"
	lineMoveError                 // "move error"
	lineError                     // "error: …", "Invalid command", "… set error", "player error"
	lineSearchEnd                 // "time: <ms>", the original's last line of a search
	lineNoise                     // an answer no client waits for: banner, "time: …", "Searching FEN: …", "Player red won", "turn is now: …", "timeout set to …"
	lineUnknown                   // anything else
)

// consoleLine is one line of engine output, read.
type consoleLine struct {
	kind     lineKind
	text     string // the line without colours, prompt and control characters
	original bool   // it carried a sign of the original dialect (prompt, colour, its wording)

	info ProgramInfo     // lineInfo
	move string          // lineBest: the move as printed
	pos  cabeza.Position // linePosition
}

// ProgramInfo is one finished depth an engine program reported.
// Score is as the program printed it ("+1.25", "win 3"), or "red can
// force win" in the original's words, or empty.
type ProgramInfo struct {
	Depth int
	Score string
	Nodes int64
	Time  int64 // milliseconds, when reported
	PV    []string
}

// cleanConsoleLine strips what is not text from a line of engine output:
// ANSI escape sequences, backspaces and other control characters (the
// original writes "\b\b) " to erase a trailing ", " on a terminal), then
// the prompts in front. colour and prompt report what was found.
func cleanConsoleLine(raw string) (text string, colour, prompt bool) {
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == 0x1b:
			colour = true
			i++
			if i < len(raw) && raw[i] == '[' { // CSI: parameters, then a final byte @–~
				for i+1 < len(raw) && (raw[i+1] < '@' || raw[i+1] > '~') {
					i++
				}
				i++
			}
		case c < ' ' || c == 0x7f:
			if c == '\t' {
				b.WriteByte(' ')
			}
		default:
			b.WriteByte(c)
		}
	}
	text = strings.TrimSpace(b.String())
	for strings.HasPrefix(text, ">") {
		prompt = true
		text = strings.TrimSpace(text[1:])
	}
	return text, colour, prompt
}

// readConsoleLine classifies one raw line. sent is the commands written
// lately, so that an echo is known as one.
func readConsoleLine(raw string, sent []string) consoleLine {
	text, colour, prompt := cleanConsoleLine(raw)
	l := consoleLine{text: text, original: colour || prompt}
	if text == "" {
		l.kind = lineEmpty
		return l
	}
	for _, s := range sent {
		if text == s && prompt {
			l.kind = lineEcho
			return l
		}
	}
	fields := strings.Fields(text)
	switch {
	case fields[0] == "info" && len(fields) > 1:
		if info, ok := readOurInfo(fields[1:]); ok {
			l.kind, l.info = lineInfo, info
			return l
		}
	case fields[0] == "depth" && len(fields) >= 3 && fields[2] == "pv:":
		if info, ok := readOriginalInfo(text); ok {
			l.kind, l.info, l.original = lineInfo, info, true
			return l
		}
	case fields[0] == "bestmove" && len(fields) >= 2:
		l.kind, l.move = lineBest, fields[1]
		return l
	case strings.HasPrefix(text, "best move:") && len(fields) >= 3:
		l.kind, l.move, l.original = lineBest, fields[2], true
		return l
	case strings.HasPrefix(text, "error:"):
		l.kind = lineError
		return l
	}
	switch text {
	case "FEN ok":
		l.kind, l.original = lineFENOK, true
		return l
	case "FEN error":
		l.kind, l.original = lineFENError, true
		return l
	case "move ok":
		l.kind, l.original = lineMoveOK, true
		return l
	case "move error":
		l.kind, l.original = lineMoveError, true
		return l
	case "Invalid command", "player error", "timeout set error", "depth set error", "threads set error", "clock set error":
		l.kind, l.original = lineError, true
		return l
	}
	if ms, ok := strings.CutPrefix(text, "time: "); ok && ms != "" && strings.Trim(ms, "0123456789") == "" {
		l.kind, l.original = lineSearchEnd, true
		return l
	}
	for _, p := range []string{"Welcome to Cabeza Engine", "time: ", "Searching FEN: ", "Searching hash ", "Player red won", "Player blue won", "turn is now: ", "timeout set to ", "depth set to ", "threads set to ", "clock set to "} {
		if strings.HasPrefix(text, p) {
			l.kind, l.original = lineNoise, true
			return l
		}
	}
	if pos, comma, err := parseEitherPosition(text); err == nil {
		l.kind, l.pos = linePosition, pos
		l.original = l.original || comma
		return l
	}
	if strings.HasPrefix(text, "game over: ") || text == "red to move" || text == "blue to move" {
		l.kind = lineNoise
		return l
	}
	l.kind = lineUnknown
	return l
}

// parseEitherPosition reads a position string in this project's form or
// the original's "<ranks>,<side>" (comma reports which it was).
func parseEitherPosition(text string) (p cabeza.Position, comma bool, err error) {
	if ranks, side, ok := strings.Cut(text, ","); ok && !strings.ContainsAny(text, " ") {
		p, err = cabeza.ParsePosition(ranks + " " + side)
		return p, true, err
	}
	p, err = cabeza.ParsePosition(text)
	return p, false, err
}

// originalFEN is a position in the original's "<ranks>,<side>" form.
func originalFEN(p cabeza.Position) string {
	f := strings.Fields(p.String())
	return f[0] + "," + f[1]
}

// readOurInfo reads "depth D score S nodes N nps R time T pv M…" (the
// fields after "info"); a score is one word ("+1.25") or two ("win 3").
func readOurInfo(f []string) (ProgramInfo, bool) {
	var in ProgramInfo
	sawDepth := false
	for i := 0; i < len(f); i++ {
		num := func() (int64, bool) {
			if i+1 >= len(f) {
				return 0, false
			}
			i++
			n, err := strconv.ParseInt(f[i], 10, 64)
			return n, err == nil && n >= 0
		}
		var ok bool
		switch f[i] {
		case "depth":
			var d int64
			d, ok = num()
			in.Depth, sawDepth = int(min(d, 1000)), ok
		case "nodes":
			in.Nodes, ok = num()
		case "time":
			in.Time, ok = num()
		case "nps":
			_, ok = num()
		case "score":
			if i+1 >= len(f) {
				return in, false
			}
			i++
			in.Score, ok = f[i], true
			if (f[i] == "win" || f[i] == "loss") && i+1 < len(f) {
				i++
				in.Score += " " + f[i]
			}
		case "pv":
			in.PV = append([]string(nil), f[i+1:]...)
			i, ok = len(f), true
		default:
			ok = true // a field we do not know: skip it
		}
		if !ok {
			return in, false
		}
	}
	return in, sawDepth
}

// readOriginalInfo reads "depth D pv: M… (N nodes, [red can force win, ][timeout, ])".
func readOriginalInfo(text string) (ProgramInfo, bool) {
	var in ProgramInfo
	head, rest, ok := strings.Cut(text, "pv:")
	if !ok {
		return in, false
	}
	d, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(head, "depth")))
	if err != nil || d < 0 || d > 1000 {
		return in, false
	}
	in.Depth = d
	moves, tail, _ := strings.Cut(rest, "(")
	in.PV = strings.Fields(moves)
	tf := strings.Fields(strings.NewReplacer(",", " ", ")", " ").Replace(tail))
	if len(tf) >= 2 && tf[1] == "nodes" {
		in.Nodes, _ = strconv.ParseInt(tf[0], 10, 64)
	}
	for _, c := range []string{"red", "blue"} {
		if strings.Contains(tail, c+" can force win") {
			in.Score = c + " can force win"
		}
	}
	return in, true
}

// normalizeMoveText turns a move as an engine printed it into this
// project's notation for a position where side is to move: the Opa's
// "G" becomes "O", the piece letter takes side's case (the original
// prints either), direction letters are lower case, and a single
// diagonal of a Cabeza or a Mini is written n/s first ("Cen" → "Cne").
func normalizeMoveText(text string, side cabeza.Player) string {
	if text == "" || len(text) > 16 {
		return text
	}
	b := []byte(text)
	switch b[0] {
	case 'G', 'g':
		b[0] = 'O'
	}
	k, _, ok := cabeza.KindOfLetter(b[0])
	if !ok {
		k, _, ok = cabeza.KindOfLetter(b[0] - 'a' + 'A')
	}
	if !ok {
		return text
	}
	b[0] = k.Letter(side)
	for i := 1; i < len(b); i++ {
		if b[i] >= 'A' && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	if (k == cabeza.Cabeza || k == cabeza.Mini) && len(b) == 3 && strings.IndexByte("ew", b[1]) >= 0 && strings.IndexByte("ns", b[2]) >= 0 {
		b[1], b[2] = b[2], b[1]
	}
	return string(b)
}

// normalizePV writes a principal variation in this project's notation,
// the sides alternating from side.
func normalizePV(pv []string, side cabeza.Player) []string {
	out := make([]string, len(pv))
	for i, m := range pv {
		out[i] = normalizeMoveText(m, side)
		side = side.Opponent()
	}
	return out
}
