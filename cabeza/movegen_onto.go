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
//
// Its loop is GenerateMoves' block loop with the filter added, kept
// apart (as CountMoves' is) so that GenerateMoves, perft's and the
// search's hot loop, pays for no filter; TestGenerateBlockMovesOnto-
// FiltersGenerateMoves holds the two together.
func (p *Position) GenerateBlockMovesOnto(list *MoveList, ends *EndSet, kinds uint8) {
	n := 0
	s := p.side
	o := s ^ 1
	all0, all1 := p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1]
	u := uint(p.at[o][Cabeza])
	cab0, cab1 := uint64(1)<<u, uint64(1)<<(u-64) // a shift by 64 or more is 0

	for k := Mini; k <= Opa; k++ {
		if kinds>>k&1 == 0 {
			continue
		}
		from := int(p.at[s][k])
		fm := &spotMask[from]
		b0, b1 := all0&^fm[0]&^cab0, all1&^fm[1]&^cab1
		base := Move(k+1) | Move(s)<<3
		var seen uint32 // Mini displacements already listed
		for d1 := 0; d1 < 4; d1++ {
			q := int(rollTo[from][d1])
			if q == noSpot {
				continue
			}
			f := &spotMask[q]
			if f[0]&b0|f[1]&b1 != 0 {
				continue
			}
			if ends[q>>6]>>(q&63)&1 != 0 {
				route := uint8(d1) << 1
				if k == Mini {
					route = slideCode[d1]
				}
				m := base | Move(route)<<routeShift | Move(q)<<spotShift
				if f[0]&cab0|f[1]&cab1 != 0 {
					m |= moveWin
				}
				list.Moves[n] = m
				n++
			}
			if k == Opa {
				continue
			}
			for d2 := 0; d2 < 4; d2++ {
				if d2 == d1^1 {
					continue
				}
				r := int(rollTo[q][d2])
				if r == noSpot {
					continue
				}
				// As GenerateMoves: written always, kept when free and
				// (here) in ends.
				g := &spotMask[r]
				keep := (1 - oneIf(g[0]&b0|g[1]&b1)) & int(ends[r>>6]>>(r&63)&1)
				var route uint8
				if k == Mini {
					route = miniPairCode[d1][d2]
					keep &^= int(seen >> route & 1)
					seen |= uint32(keep) << route
				} else {
					route = uint8(d1)<<1 | uint8(d2)<<3 | routeTwo
				}
				win := Move(oneIf(g[0]&cab0|g[1]&cab1)) * moveWin
				list.Moves[n] = base | Move(route)<<routeShift | Move(r)<<spotShift | win
				n += keep
			}
		}
	}
	list.N = n
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
