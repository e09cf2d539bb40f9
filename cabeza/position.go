package cabeza

import "fmt"

// Position is the placement of all ten pieces, the player to move and the
// move number: a small value (about 80 bytes) that Play copies, so a
// search keeps one per ply and never undoes a move. Positions compare
// with ==.
//
// A position records no result. After a crush the crushed Cabeza stays
// where it was, under the block; such a position is final and its string
// shows the block there.
type Position struct {
	occ      [2]Bitboard         // squares each player's pieces cover
	at       [2][NumKinds]uint16 // spot of each piece
	hash     uint64
	fullmove int32
	side     Player
}

// Start is the starting position of the rules page: the game's author's
// own, as his engine's reset sets it up.
func Start() Position { return mustPosition(StartString) }

// StartString is the position string of the start.
const StartString = "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1"

// LegacyStart is the start that versions of this program before the
// author's start was found used. It is not a start of the game; it is
// kept so that a saved game that names no start (all of them were played
// from this one) still opens.
func LegacyStart() Position { return mustPosition(LegacyStartString) }

// LegacyStartString is the position string of LegacyStart.
const LegacyStartString = "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 1"

func mustPosition(s string) Position {
	p, err := ParsePosition(s)
	if err != nil {
		panic(err) // the constants are checked by tests
	}
	return p
}

// HomeRowWinner reports a Cabeza that already stands on the opponent's
// home row, and whose it is: such a position is a finished game (the
// rules page's decision) and no move is played from it. In a layout with
// both Cabezas there, which no game reaches, the player who moved last
// (not the one to move) is taken to have won.
func (p Position) HomeRowWinner() (Player, bool) {
	last := p.side ^ 1
	for _, pl := range [2]Player{last, p.side} {
		if Square(p.at[pl][Cabeza]).Y() == pl.Opponent().HomeRank() {
			return pl, true
		}
	}
	return 0, false
}

// Side is the player to move.
func (p *Position) Side() Player { return p.side }

// Fullmove is the move number: 1 at the start, +1 after each blue move.
func (p *Position) Fullmove() int { return int(p.fullmove) }

// Hash is the Zobrist hash of the pieces' placements and the side to move
// (not the move number), kept up to date by Play.
func (p *Position) Hash() uint64 { return p.hash }

// Placement is where player pl's piece of kind k stands.
func (p Position) Placement(pl Player, k Kind) Placement {
	return spotPlacement[p.at[pl][k]]
}

// Cabeza is the square of player pl's Cabeza.
func (p *Position) Cabeza(pl Player) Square { return Square(p.at[pl][Cabeza]) }

// Occupancy is the set of squares covered by player pl's pieces.
func (p Position) Occupancy(pl Player) Bitboard { return p.occ[pl] }

// OccupiedBy is the two words (squares 0–63, 64–99) of Occupancy(pl):
// what an evaluation reads first, without the copy Go makes of a
// Bitboard value in memory.
func (p *Position) OccupiedBy(pl Player) (uint64, uint64) { return p.occ[pl][0], p.occ[pl][1] }

// PieceAt is the piece covering square s, if any. A block over a crushed
// Cabeza is the piece seen there.
func (p Position) PieceAt(s Square) (pl Player, k Kind, ok bool) {
	if !s.Valid() {
		return 0, 0, false
	}
	found := false
	for q := Red; q <= Blue; q++ {
		if !p.occ[q].Has(s) {
			continue
		}
		for kk := Kind(0); kk < NumKinds; kk++ {
			if spotMask[p.at[q][kk]].Has(s) {
				if kk != Cabeza {
					return q, kk, true
				}
				pl, k, found = q, kk, true
			}
		}
	}
	return pl, k, found
}

// Play returns the position after m. It trusts m to be a legal move of
// this position (one from GenerateMoves or ParseMove) and checks nothing:
// it is the search's inner loop. Game.Play checks.
func (p Position) Play(m Move) Position {
	p.apply(m)
	return p
}

// PlayInto sets *dst to the position after m, as Play does, without
// copying the position through a value and a result: a search keeps one
// position per ply and fills the next one in place.
func (p *Position) PlayInto(dst *Position, m Move) {
	*dst = *p
	dst.apply(m)
}

// HashAfter is the Hash of the position after m, a move of p as Play
// takes it, without making that position.
func (p *Position) HashAfter(m Move) uint64 {
	s := p.side
	return p.hash ^ zobristPiece[s][p.at[s][m.Kind()]] ^ zobristPiece[s][m.spot()] ^ zobristBlueToMove
}

// apply plays m on p in place.
func (p *Position) apply(m Move) {
	s := p.side
	k := m.Kind()
	from := p.at[s][k]
	to := uint16(m.spot())
	f, t := &spotMask[from], &spotMask[to]
	p.occ[s][0] = p.occ[s][0]&^f[0] | t[0]
	p.occ[s][1] = p.occ[s][1]&^f[1] | t[1]
	p.at[s][k] = to
	p.hash ^= zobristPiece[s][from] ^ zobristPiece[s][to] ^ zobristBlueToMove
	if s == Blue && p.fullmove < 1<<30 {
		p.fullmove++
	}
	p.side = s ^ 1
}

// WithSide is the same layout with pl to move (the engine console's turn
// command).
func (p Position) WithSide(pl Player) Position {
	if p.side != pl {
		p.side = pl
		p.hash ^= zobristBlueToMove
	}
	return p
}

// NewPosition builds a position from the placements of all ten pieces
// (indexed [player][kind]), the player to move and the move number. It
// checks what ParsePosition checks: every footprint on the board and one
// its piece can have, no two pieces overlapping, fullmove ≥ 1.
func NewPosition(placements [2][NumKinds]Placement, side Player, fullmove int) (Position, error) {
	var p Position
	if side > Blue {
		return p, fmt.Errorf("bad player %d", side)
	}
	if fullmove < 1 || fullmove >= 1<<30 {
		return p, fmt.Errorf("bad move number %d", fullmove)
	}
	var all Bitboard
	for pl := Red; pl <= Blue; pl++ {
		for k := Kind(0); k < NumKinds; k++ {
			q := placements[pl][k]
			spot := noSpot
			if q.OnBoard() {
				spot = spotOf(k, q)
			}
			if spot == noSpot {
				return p, fmt.Errorf("%s's %s cannot stand at %v", pl, k, q)
			}
			if spotMask[spot].Meets(all) {
				return p, fmt.Errorf("%s's %s at %v overlaps another piece", pl, k, q)
			}
			all = all.Or(spotMask[spot])
			p.at[pl][k] = uint16(spot)
			p.occ[pl] = p.occ[pl].Or(spotMask[spot])
		}
	}
	p.side = side
	p.fullmove = int32(fullmove)
	p.hash = p.ComputeHash()
	return p, nil
}
