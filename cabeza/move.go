package cabeza

// Move is one turn packed in 32 bits, so move lists are plain arrays:
//
//	bits 0–2   piece kind + 1 (0 only in NoMove)
//	bit  3     player
//	bits 4–8   route: for a Flaco, Chato or Opa the rolls (bit 4: two
//	           rolls; bits 5–6 first direction; 7–8 second); for a Mini
//	           or Cabeza the displacement (dy+2)*5 + dx+2
//	bits 9–18  the spot the piece ends on
//	bit  19    the move wins (a crush, or the Cabeza on the far home row)
//
// Two moves are the same move exactly when they are ==. A Move carries
// everything Play needs, so playing it looks nothing up.
type Move uint32

// NoMove is the zero Move; no legal move equals it.
const NoMove Move = 0

const (
	moveWin     Move = 1 << 19
	spotShift        = 9
	routeShift       = 4
	routeTwo         = 1
	notWinMask       = ^moveWin
	identityMsk Move = 1<<spotShift - 1 // kind, player and route: what notation names
)

func makeMove(k Kind, p Player, route uint8, spot int, win bool) Move {
	m := Move(k+1) | Move(p)<<3 | Move(route)<<routeShift | Move(spot)<<spotShift
	if win {
		m |= moveWin
	}
	return m
}

// blockRoute packs one or two roll directions.
func blockRoute(d1 Dir, two bool, d2 Dir) uint8 {
	if !two {
		return uint8(d1) << 1
	}
	return uint8(d1)<<1 | uint8(d2)<<3 | routeTwo
}

// Kind is the piece that moves.
func (m Move) Kind() Kind { return Kind(m&7) - 1 }

// Player is the side that makes the move.
func (m Move) Player() Player { return Player(m >> 3 & 1) }

// IsWin reports whether the move wins the game: a block crushing the
// opponent's Cabeza, or the Cabeza reaching the opponent's home row.
func (m Move) IsWin() bool { return m&moveWin != 0 }

// To is where the moving piece ends.
func (m Move) To() Placement { return spotPlacement[m.spot()] }

func (m Move) spot() int    { return int(m >> spotShift & 1023) }
func (m Move) route() uint8 { return uint8(m >> routeShift & 31) }

// Rolls are the roll directions of a Flaco, Chato or Opa move, in the
// order played (one or two).
func (m Move) Rolls() []Dir {
	if !m.Kind().IsBlock() || m.Kind() == Mini {
		return nil
	}
	r := m.route()
	ds := []Dir{Dir(r >> 1 & 3)}
	if r&routeTwo != 0 {
		ds = append(ds, Dir(r>>3&3))
	}
	return ds
}

// Displacement is how far the piece moves: dx squares east, dy north.
// For a Flaco, Chato or Opa it is the shift of the footprint's corner.
func (m Move) Displacement(from Placement) (dx, dy int) {
	to := m.To()
	return to.X - from.X, to.Y - from.Y
}

// String is the move in the notation of the rules page: "Fne", "cnnw".
func (m Move) String() string {
	if m == NoMove {
		return "-"
	}
	var b [5]byte
	b[0] = m.Kind().Letter(m.Player())
	n := 1
	r := m.route()
	switch m.Kind() {
	case Mini, Cabeza:
		dx, dy := codeDisplacement(r)
		for ; dy > 0; dy-- {
			b[n] = 'n'
			n++
		}
		for ; dy < 0; dy++ {
			b[n] = 's'
			n++
		}
		for ; dx > 0; dx-- {
			b[n] = 'e'
			n++
		}
		for ; dx < 0; dx++ {
			b[n] = 'w'
			n++
		}
	default:
		b[n] = Dir(r >> 1 & 3).Letter()
		n++
		if r&routeTwo != 0 {
			b[n] = Dir(r >> 3 & 3).Letter()
			n++
		}
	}
	return string(b[:n])
}

// MarshalText writes the notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// MaxMoves bounds the legal moves of a position: 24 Cabeza displacements,
// 12 Mini, 16 Flaco, 16 Chato and 4 Opa moves.
const MaxMoves = 72

// MoveList is a fixed-size list a caller owns (one per search ply), so
// generating moves allocates nothing.
type MoveList struct {
	Moves [MaxMoves]Move
	N     int
}

// Slice is the moves in the list; it shares the list's array.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.Moves[:l.N] {
		if x == m {
			return true
		}
	}
	return false
}

// NumMoveIndices bounds Move.Index: a power of two above the spots, so
// that a table of NumMoveIndices indexed by Index needs no bounds check.
const NumMoveIndices = 1 << 10

const _ = uint(NumMoveIndices - numSpots) // does not compile if the spots outgrow it

// Index is a small number (below NumMoveIndices) that tells apart the
// moves of any one position — where the piece ends, which also names
// the piece (all of them are one player's) — for history and killer
// tables in a search. It is the spot alone: a search asks it of every
// move it orders.
func (m Move) Index() int { return m.spot() }
