package cabeza

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// MoveError says why a text is not a legal move of a position, in the
// words of the rules page: `"Fs": e1 is occupied`.
type MoveError struct {
	Text string
	Msg  string
}

func (e *MoveError) Error() string { return fmt.Sprintf("%q: %s", e.Text, e.Msg) }

// ParseMove reads a move in the notation of the rules page and checks that
// it is legal in p. It accepts the form String writes: the piece letter
// in the case of the player to move, then the rolls of a Flaco, Chato or
// Opa in order, or the displacement of a Mini or Cabeza with n/s before
// e/w. It also accepts what the author's engine prints: G/g for the Opa
// (his "Gordo"), and a single diagonal of a Mini or Cabeza with the e/w
// letter first (Cen = Cne, mws = msw).
func ParseMove(p Position, text string) (Move, error) {
	fail := func(format string, a ...any) (Move, error) {
		return NoMove, &MoveError{text, fmt.Sprintf(format, a...)}
	}
	if text == "" {
		return fail("empty move: want a piece letter and directions, e.g. Fne")
	}
	k, pl, ok := KindOfLetter(text[0])
	switch text[0] {
	case 'G':
		k, pl, ok = Opa, Red, true
	case 'g':
		k, pl, ok = Opa, Blue, true
	}
	if !ok {
		r, _ := utf8.DecodeRuneInString(text)
		return fail("unknown piece letter %q", r)
	}
	if pl != p.side {
		return fail("it is %s's turn", p.side)
	}
	dirs := make([]Dir, 0, 4)
	for i := 1; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		d := strings.IndexRune("nsew", r)
		if d < 0 {
			return fail("unknown direction letter %q", r)
		}
		dirs = append(dirs, Dir(d))
		i += size
		if len(dirs) > 8 {
			break // enough to say what is wrong
		}
	}
	if len(dirs) == 0 {
		return fail("no direction: the %s must move", k)
	}
	var route uint8
	switch k {
	case Opa:
		if len(dirs) != 1 {
			return fail("the Opa rolls once per turn")
		}
		route = blockRoute(dirs[0], false, 0)
	case Flaco, Chato:
		if len(dirs) > 2 {
			return fail("the %s rolls at most twice per turn", k)
		}
		if len(dirs) == 2 && dirs[1] == dirs[0].Opposite() {
			return fail("null move")
		}
		route = blockRoute(dirs[0], len(dirs) == 2, dirs[len(dirs)-1])
	default: // Mini, Cabeza: a displacement
		dx, dy, msg := displacementOf(text[0], dirs)
		if msg != "" {
			return fail("%s", msg)
		}
		if k == Cabeza && (dx > 2 || dx < -2 || dy > 2 || dy < -2) {
			return fail("the Cabeza moves at most two squares")
		}
		if k == Mini && abs(dx)+abs(dy) > 2 {
			return fail("the Mini rolls at most twice per turn")
		}
		route = displacementCode(dx, dy)
	}
	want := makeMove(k, pl, route, 0, false)
	var list MoveList
	p.GenerateMoves(&list)
	for _, m := range list.Slice() {
		if m&identityMsk == want {
			return m, nil
		}
	}
	return fail("%s", whyIllegal(&p, k, route))
}

// displacementOf reads Mini or Cabeza directions as a displacement,
// insisting on the one way to write it, and on the author's engine's
// way of writing a single diagonal (e/w letter first) besides.
func displacementOf(letter byte, dirs []Dir) (dx, dy int, msg string) {
	if len(dirs) == 2 && dirs[0] >= East && dirs[1] <= South {
		dirs = []Dir{dirs[1], dirs[0]}
	}
	var count [4]int
	sawEW := false
	for _, d := range dirs {
		count[d]++
		if d == East || d == West {
			sawEW = true
		} else if sawEW {
			return 0, 0, "write n or s before e or w"
		}
	}
	dy, dx = count[North]-count[South], count[East]-count[West]
	if dx == 0 && dy == 0 {
		return 0, 0, "null move"
	}
	if count[North] > 0 && count[South] > 0 || count[East] > 0 && count[West] > 0 {
		m := makeMove(Cabeza, Red, displacementCode(clamp2(dx), clamp2(dy)), 0, false)
		name := string(letter) + m.String()[1:]
		return 0, 0, fmt.Sprintf("opposite directions cancel out: name the displacement (%s)", name)
	}
	return dx, dy, ""
}

func clamp2(v int) int { return max(-2, min(2, v)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// routesOf lists the step sequences that make the named move: the rolls
// of a Flaco, Chato or Opa; every one- or two-step way to a Mini or
// Cabeza displacement (roll directions, or slide indices for the Cabeza).
func routesOf(k Kind, route uint8) [][]int {
	var routes [][]int
	switch k {
	case Flaco, Chato, Opa:
		r := []int{int(route >> 1 & 3)}
		if route&routeTwo != 0 {
			r = append(r, int(route>>3&3))
		}
		routes = [][]int{r}
	case Mini:
		for d1 := 0; d1 < 4; d1++ {
			if slideCode[d1] == route {
				routes = append(routes, []int{d1})
			}
			for d2 := 0; d2 < 4; d2++ {
				if d2 != d1^1 && miniPairCode[d1][d2] == route {
					routes = append(routes, []int{d1, d2})
				}
			}
		}
	case Cabeza:
		for s1 := 0; s1 < numSlides; s1++ {
			if slideCode[s1] == route {
				routes = append(routes, []int{s1})
			}
		}
		for s1 := 0; s1 < numSlides; s1++ {
			for s2 := 0; s2 < numSlides; s2++ {
				if slidePairCode[s1][s2] == route {
					routes = append(routes, []int{s1, s2})
				}
			}
		}
	}
	return routes
}

// whyIllegal explains why no route of the named move is legal in p.
func whyIllegal(p *Position, k Kind, route uint8) string {
	routes := routesOf(k, route)
	reasons := make([]string, 0, len(routes))
	for _, r := range routes {
		msg, _ := walkRoute(p, k, r)
		if msg == "" {
			msg = "not a legal move" // unreachable while the generator and walkRoute agree
		}
		reasons = append(reasons, msg)
	}
	if len(routes) == 1 {
		return reasons[0]
	}
	parts := make([]string, len(routes))
	for i, r := range routes {
		names := make([]string, len(r))
		for j, s := range r {
			names[j] = slideNames[s]
		}
		parts[i] = strings.Join(names, "+") + ": " + reasons[i]
	}
	return "no legal route (" + strings.Join(parts, "; ") + ")"
}

// Path is where the piece of m stands after each step of one legal route
// of m (one or two placements), for drawing the move step by step. It is
// nil when m is not legal in p.
func (p Position) Path(m Move) []Placement {
	if !p.IsLegal(m) {
		return nil
	}
	for _, r := range routesOf(m.Kind(), m.route()) {
		if msg, path := walkRoute(&p, m.Kind(), r); msg == "" {
			return path
		}
	}
	return nil
}

// walkRoute follows a route step by step and returns the first rule it
// breaks ("" when none) and the placements it passed.
func walkRoute(p *Position, k Kind, steps []int) (string, []Placement) {
	s := p.side
	o := s ^ 1
	all := p.occ[0].Or(p.occ[1])
	oppCab := SquareSet(Square(p.at[o][Cabeza]))
	cur := int(p.at[s][k])
	blockers := all.AndNot(spotMask[cur]).AndNot(oppCab)
	pieces := all.AndNot(spotMask[p.at[s][Cabeza]]) // what cuts a diagonal
	var path []Placement
	for i, st := range steps {
		prefix := ""
		if i > 0 {
			prefix = "after " + slideNames[steps[0]] + ", "
		}
		if k == Cabeza {
			t := slideTo[cur][st]
			if t == NoSquare {
				return prefix + "the Cabeza would slide off the board", nil
			}
			if t == Square(p.at[s][Cabeza]) {
				return "null move", nil
			}
			if all.Has(t) {
				return prefix + t.String() + " is occupied", nil
			}
			if c := slideCorner[cur][st]; !c.Empty() && c.And(pieces) == c {
				sq := c.Squares()
				return fmt.Sprintf("%sthe slide %s from %s passes between the pieces on %s and %s", prefix, slideNames[st], Square(cur), sq[0], sq[1]), nil
			}
			cur = int(t)
			path = append(path, spotPlacement[cur])
			continue
		}
		q := int(rollTo[cur][st])
		if q == noSpot {
			return prefix + "the " + k.String() + " would roll off the board", nil
		}
		if f := spotMask[q].And(blockers); !f.Empty() {
			return prefix + f.First().String() + " is occupied", nil
		}
		cur = q
		path = append(path, spotPlacement[cur])
	}
	return "", path
}
