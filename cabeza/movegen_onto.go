package cabeza

// A search often tries one kind of move first — say the blocks that land
// near the enemy Cabeza — and is refuted by it; generating only those
// first, in GenerateMoves' own order, spares it the full list at the
// nodes where the first move is all it needs.

// EndSet is a set of places a piece may end on, one bit per spot (the
// spot half of Move.Index).
type EndSet [(numSpots + 63) / 64]uint64

// EndSetOf is the set of block placements for which keep is true.
func EndSetOf(keep func(k Kind, p Placement) bool) EndSet {
	var e EndSet
	for i := NumSquares; i < numSpots; i++ {
		if keep(spotKind[i], spotPlacement[i]) {
			e[i>>6] |= 1 << (i & 63)
		}
	}
	return e
}

// GenerateBlockMovesOnto fills list with the moves of GenerateMoves of
// the blocks in kinds (bit k for Kind k) that end on a spot in ends, in
// GenerateMoves' order and with its win flags: GenerateMoves' list with
// every other move left out. A caller that knows which blocks cannot end
// in ends leaves them out of kinds and spares their rolls.
func (p *Position) GenerateBlockMovesOnto(list *MoveList, ends *EndSet, kinds uint8) {
	list.N = p.generateBlocks(list, ends, kinds)
}

// Lists reports whether GenerateMoves lists m (route and win flag
// alike) without generating the whole list: a block's moves onto m's end
// only, or the Cabeza's band.
func (p *Position) Lists(m Move) bool {
	if m == NoMove || m.Player() != p.side {
		return false
	}
	k := m.Kind()
	if k == Cabeza {
		return p.listsCabezaMove(m)
	}
	var ends EndSet
	sp := m.spot()
	ends[sp>>6] = 1 << (sp & 63)
	var list MoveList
	p.GenerateBlockMovesOnto(&list, &ends, 1<<k)
	return list.Contains(m)
}

// listsCabezaMove is Lists of a move of the Cabeza of the side to move:
// generateCabeza's move to m's square, if that is among its ends.
func (p *Position) listsCabezaMove(m Move) bool {
	all := p.occ[0].Or(p.occ[1])
	_, dests, goal, off := p.cabezaBand(p.side, all)
	t := uint(m.spot())
	i := t - uint(off)
	if t < uint(off) || i >= 64 || dests>>i&1 == 0 {
		return false
	}
	from := Square(p.at[p.side][Cabeza])
	return m == cabezaMove(p.side, from, t, goal>>i&1 != 0)
}
