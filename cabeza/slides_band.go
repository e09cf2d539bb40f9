package cabeza

import "math/bits"

// The Cabeza's slides on a band of the board. Its moves never leave the
// two ranks on either side of its square, and five ranks of ten squares
// fit in one 64-bit word: on that band the slide sets are single-word
// shifts, with no carry between the halves of the 128-bit board. The
// band starts two ranks below the Cabeza, moved inward at the edges.

const (
	bandRanks = 5
	bandMask  = 1<<(bandRanks*Files) - 1
)

// bandFileA and bandFileJ are files a and j on the band.
var bandFileA, bandFileJ uint64

func init() {
	for y := range bandRanks {
		bandFileA |= 1 << (y * Files)
		bandFileJ |= 1 << (y*Files + Files - 1)
	}
}

// bandBase is the first rank of the band of a Cabeza on rank y.
func bandBase(y int) int { return min(max(y-2, 0), Ranks-bandRanks) }

// band is the part of b on the five ranks from base.
func band(b Bitboard, base int) uint64 {
	k := uint(base * Files)
	var v uint64
	switch {
	case k == 0:
		v = b[0]
	case k < 64:
		v = b[0]>>k | b[1]<<(64-k)
	default:
		v = b[1] >> (k - 64)
	}
	return v & bandMask
}

// bandTargets is cabezaTargets on the band. Origins are never on the
// band's outer ranks unless those are the board's edges, so the
// neighbours a slide or a cut looks at are always on the band.
func bandTargets(origins, empty uint64, cut *[4]uint64) uint64 {
	notA := origins &^ bandFileA
	notJ := origins &^ bandFileJ
	t := origins<<Files | origins>>Files | notJ<<1 | notA>>1
	t |= (notJ &^ cut[0]) << (Files + 1) // ne
	t |= (notA &^ cut[1]) << (Files - 1) // nw
	t |= (notJ &^ cut[2]) >> (Files - 1) // se
	t |= (notA &^ cut[3]) >> (Files + 1) // sw
	return t & empty
}

// bandCuts is diagonalCuts on the band.
func bandCuts(pieces uint64) [4]uint64 {
	east, west := pieces>>1, pieces<<1
	north, south := pieces>>Files, pieces<<Files
	return [4]uint64{east & north, west & north, east & south, west & south}
}

// cabezaBand is where player s's Cabeza gets in one slide
// (first) and where it can end its move (one slide, or two: a first slide
// onto the far row may go on), as bands from square off, with the far
// row on the same band.
func (p *Position) cabezaBand(s Player, all Bitboard) (first, dests, goal uint64, off int) {
	from := int(p.at[s][Cabeza])
	base := bandBase(from / Files)
	off = base * Files
	me := uint64(1) << uint(from-off)
	// The moving Cabeza is no piece in the corners it passes; the other
	// one is. Its own square is not empty: no way back.
	occ := band(all, base)
	empty := band(boardMask, base) &^ occ
	cut := bandCuts(occ &^ me)
	first = bandTargets(me, empty, &cut)
	dests = first | bandTargets(first, empty, &cut)
	return first, dests, band(homeRow[s^1], base), off
}

// countCabeza is how many moves the side to move's Cabeza has.
func (p *Position) countCabeza(all Bitboard) int {
	_, dests, _, _ := p.cabezaBand(p.side, all)
	return bits.OnesCount64(dests)
}
