package cabezaconsole

import (
	"strconv"
	"strings"
)

// originalView is how a position is shown to the original engine. Its
// FEN parser refuses a two-square piece lying along rank 10 or file j
// (RULES-cabeza.md), but the rules are the same seen in a mirror (files
// a–j reversed) and seen from the other side (the board turned round,
// the colours swapped), so a position it refuses can be shown to it in
// one of those views and its answer turned back.
type originalView uint8

const (
	viewMirror  originalView = 1 << iota // files reversed: e and w swap
	viewTurned                           // board turned round, colours swapped: n/s and e/w swap
	viewPlain   originalView = 0
	viewsAround              = 4 // the views, plain first
)

// fen writes fen (the original's "<ranks>,<side>") in view v, or ok false
// when fen is not such a string.
func (v originalView) fen(fen string) (string, bool) {
	if v == viewPlain {
		return fen, true
	}
	ranks, side, ok := strings.Cut(fen, ",")
	if !ok {
		return "", false
	}
	rows := strings.Split(ranks, "/")
	board := make([][]byte, len(rows))
	for i, r := range rows {
		cells, ok := expandRank(r)
		if !ok {
			return "", false
		}
		board[i] = cells
	}
	if v&viewMirror != 0 {
		for _, cells := range board {
			reverseBytes(cells)
		}
	}
	if v&viewTurned != 0 {
		for i, j := 0, len(board)-1; i < j; i, j = i+1, j-1 {
			board[i], board[j] = board[j], board[i]
		}
		for _, cells := range board {
			reverseBytes(cells)
			for k, c := range cells {
				cells[k] = swapLetterCase(c)
			}
		}
		switch side {
		case "r":
			side = "b"
		case "b":
			side = "r"
		default:
			return "", false
		}
	}
	out := make([]string, len(board))
	for i, cells := range board {
		out[i] = compressRank(cells)
	}
	return strings.Join(out, "/") + "," + side, true
}

// move turns a move the engine printed in view v back to the real board
// (the letter's case is left to normalizeMoveText).
func (v originalView) move(text string) string {
	if v == viewPlain || text == "" {
		return text
	}
	swap := map[byte]byte{}
	if v&viewMirror != 0 {
		swap['e'], swap['w'], swap['E'], swap['W'] = 'w', 'e', 'W', 'E'
	}
	if v&viewTurned != 0 {
		swap['n'], swap['s'], swap['N'], swap['S'] = 's', 'n', 'S', 'N'
		if v&viewMirror != 0 { // mirrored twice over: e and w stay
			delete(swap, 'e')
			delete(swap, 'w')
			delete(swap, 'E')
			delete(swap, 'W')
		} else {
			swap['e'], swap['w'], swap['E'], swap['W'] = 'w', 'e', 'W', 'E'
		}
	}
	b := []byte(text)
	for i := 1; i < len(b); i++ {
		if r, ok := swap[b[i]]; ok {
			b[i] = r
		}
	}
	return string(b)
}

// winner turns "red"/"blue" as the engine named it in view v back.
func (v originalView) winner(colour string) string {
	if v&viewTurned == 0 {
		return colour
	}
	switch colour {
	case "red":
		return "blue"
	case "blue":
		return "red"
	}
	return colour
}

// expandRank writes a rank of a position string one byte a square, '.'
// for an empty one.
func expandRank(r string) ([]byte, bool) {
	var cells []byte
	for i := 0; i < len(r); {
		if r[i] < '0' || r[i] > '9' {
			cells = append(cells, r[i])
			i++
			continue
		}
		j := i
		for j < len(r) && r[j] >= '0' && r[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(r[i:j])
		if err != nil || n > 64 {
			return nil, false
		}
		cells = append(cells, strings.Repeat(".", n)...)
		i = j
	}
	return cells, len(cells) <= 64
}

// compressRank is expandRank undone.
func compressRank(cells []byte) string {
	var b strings.Builder
	empty := 0
	for _, c := range cells {
		if c == '.' {
			empty++
			continue
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		b.WriteByte(c)
	}
	if empty > 0 {
		b.WriteString(strconv.Itoa(empty))
	}
	return b.String()
}

func reverseBytes(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}

func swapLetterCase(c byte) byte {
	switch {
	case c >= 'a' && c <= 'z':
		return c - 'a' + 'A'
	case c >= 'A' && c <= 'Z':
		return c - 'A' + 'a'
	}
	return c
}
