package cabeza

import (
	"fmt"
	"strconv"
	"strings"
)

// PositionError says what is wrong with a position string and where.
type PositionError struct {
	Msg string
}

func (e *PositionError) Error() string { return "position string: " + e.Msg }

func posErrorf(format string, a ...any) error {
	return &PositionError{fmt.Sprintf(format, a...)}
}

// String is the position string of the rules page:
// "<ranks> <side> <fullmove>", rank 10 first, e.g. StartString.
func (p Position) String() string {
	var b strings.Builder
	b.Grow(80)
	for y := Ranks - 1; y >= 0; y-- {
		empty := 0
		for x := 0; x < Files; x++ {
			pl, k, ok := p.PieceAt(SquareAt(x, y))
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(k.Letter(pl))
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if y > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == Blue {
		b.WriteString(" b ")
	} else {
		b.WriteString(" r ")
	}
	b.WriteString(strconv.Itoa(int(p.fullmove)))
	return b.String()
}

// MarshalText writes the position string.
func (p Position) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a position string.
func (p *Position) UnmarshalText(text []byte) error {
	q, err := ParsePosition(string(text))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ParsePosition reads a position string "<ranks> <side> [<fullmove>]",
// or the author's engine's form "<ranks>,<side>" (move number 1).
// Any layout where every piece stands on a footprint it can have and no
// two pieces overlap is accepted, even one where a Cabeza already stands
// on the far home row: results belong to the game, not the position.
func ParsePosition(text string) (Position, error) {
	var p Position
	fields := strings.Fields(text)
	if len(fields) == 1 && strings.Contains(fields[0], ",") {
		ranks, side, _ := strings.Cut(fields[0], ",")
		if strings.Contains(side, ",") {
			return p, posErrorf("%q: the original engine's form is \"<ranks>,<side>\" with one comma", fields[0])
		}
		fields = []string{ranks, side}
	} else if len(fields) > 1 && strings.Contains(fields[0], ",") {
		return p, posErrorf("%q: the original engine's form \"<ranks>,<side>\" has no spaces and no move number", text)
	}
	if len(fields) < 2 || len(fields) > 3 {
		return p, posErrorf("want \"<ranks> <side> [<fullmove>]\" or \"<ranks>,<side>\", got %s: %s", count(len(fields), "field"), quoteClipped(text))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != Ranks {
		return p, posErrorf("%s, want 10 separated by /", count(len(ranks), "rank"))
	}
	var squares [2][NumKinds]Bitboard
	for i, r := range ranks {
		y := Ranks - 1 - i
		if err := parseRank(r, y, &squares); err != nil {
			return p, err
		}
	}
	for pl := Red; pl <= Blue; pl++ {
		for k := Kind(0); k < NumKinds; k++ {
			spot, err := pieceSpot(pl, k, squares[pl][k])
			if err != nil {
				return p, err
			}
			p.at[pl][k] = uint16(spot)
			p.occ[pl] = p.occ[pl].Or(spotMask[spot])
		}
	}
	switch fields[1] {
	case "r":
		p.side = Red
	case "b":
		p.side = Blue
	default:
		return p, posErrorf("bad side %q: want r or b", fields[1])
	}
	p.fullmove = 1
	if len(fields) == 3 {
		f := fields[2]
		n, err := strconv.ParseInt(f, 10, 32)
		if err != nil || n < 1 || f[0] == '0' || f[0] == '+' || n >= 1<<30 {
			return p, posErrorf("bad move number %q: want a whole number from 1 without leading zeros", f)
		}
		p.fullmove = int32(n)
	}
	p.hash = p.ComputeHash()
	return p, nil
}

// parseRank reads one rank (y is its index) into the squares of each piece.
func parseRank(r string, y int, squares *[2][NumKinds]Bitboard) error {
	rank := y + 1
	if r == "" {
		return posErrorf("rank %d is empty", rank)
	}
	x := 0
	for i := 0; i < len(r); i++ {
		c := r[i]
		if c >= '0' && c <= '9' {
			j := i
			for j < len(r) && r[j] >= '0' && r[j] <= '9' {
				j++
			}
			run := r[i:j]
			if run != "10" && (len(run) != 1 || run == "0") {
				return posErrorf("rank %d, file %s: bad run of empty squares %q (want one number 1–10)", rank, fileName(x), run)
			}
			n, _ := strconv.Atoi(run)
			x += n
			if x > Files {
				return posErrorf("rank %d has more than 10 squares", rank)
			}
			i = j - 1
			continue
		}
		k, pl, ok := KindOfLetter(c)
		if !ok {
			if x < Files {
				return posErrorf("rank %d, file %s: unknown letter %q", rank, fileName(x), rune(c))
			}
			return posErrorf("rank %d: unknown letter %q after file j", rank, rune(c))
		}
		if x >= Files {
			return posErrorf("rank %d has more than 10 squares", rank)
		}
		squares[pl][k] = squares[pl][k].Or(SquareSet(SquareAt(x, y)))
		x++
	}
	if x < Files {
		return posErrorf("rank %d has %s, want 10", rank, count(x, "square"))
	}
	return nil
}

func fileName(x int) string {
	if x < 0 || x >= Files {
		return "?"
	}
	return string(rune('a' + x))
}

// pieceSpot finds the placement a piece's squares describe.
func pieceSpot(pl Player, k Kind, sq Bitboard) (int, error) {
	name := fmt.Sprintf("%s's %s (%c)", pl, k, k.Letter(pl))
	list := sq.Squares()
	if len(list) == 0 {
		return noSpot, posErrorf("%s is missing", name)
	}
	if groups := squareGroups(sq); len(groups) > 1 {
		at := make([]string, len(groups))
		for i, g := range groups {
			at[i] = g.First().String()
		}
		return noSpot, posErrorf("%s appears %d times (at %s): each player has one", name, len(groups), strings.Join(at, ", "))
	}
	// The bounding box; one filled rectangle fills it exactly.
	minX, minY, maxX, maxY := Files, Ranks, -1, -1
	for _, s := range list {
		minX, maxX = min(minX, s.X()), max(maxX, s.X())
		minY, maxY = min(minY, s.Y()), max(maxY, s.Y())
	}
	w, d := maxX-minX+1, maxY-minY+1
	if w*d != len(list) {
		return noSpot, posErrorf("%s squares %s are not one filled rectangle", name, squareNames(list))
	}
	h, ok := fitsKind(k, w, d)
	if !ok {
		return noSpot, posErrorf("%s on a %d×%d footprint at %s: the %s stands on %s", name, w, d, SquareAt(minX, minY), k, footprintsOf(k))
	}
	spot := spotOf(k, Placement{minX, minY, w, d, h})
	if spot == noSpot {
		panic("cabeza: a fitting placement has no spot")
	}
	return spot, nil
}

func footprintsOf(k Kind) string {
	switch k {
	case Cabeza, Mini:
		return "1 square"
	case Flaco:
		return "1×1 (standing), 2×1 or 1×2"
	case Chato:
		return "2×2 (flat), 2×1 or 1×2 (standing)"
	default:
		return "2×2"
	}
}

func squareNames(list []Square) string {
	s := make([]string, len(list))
	for i, q := range list {
		s[i] = q.String()
	}
	return strings.Join(s, " ")
}

// squareGroups splits a set into its orthogonally connected groups.
func squareGroups(b Bitboard) []Bitboard {
	var groups []Bitboard
	for !b.Empty() {
		g := SquareSet(b.First())
		for {
			grown := g
			for _, s := range g.Squares() {
				for d := 0; d < 4; d++ {
					if t := slideTo[s][d]; t != NoSquare && b.Has(t) {
						grown = grown.Or(SquareSet(t))
					}
				}
			}
			if grown == g {
				break
			}
			g = grown
		}
		groups = append(groups, g)
		b = b.AndNot(g)
	}
	return groups
}
