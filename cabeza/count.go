package cabeza

// CountMoves is the number of moves GenerateMoves lists, counted without
// listing them: perft's last ply, where the moves are only counted. The
// blocks' rolls are tested as GenerateMoves tests them; the Cabeza's
// moves are a population count of its destination set.
func (p *Position) CountMoves() int {
	n := 0
	s := p.side
	o := s ^ 1
	all := p.occ[0].Or(p.occ[1])
	oppCab := SquareSet(Square(p.at[o][Cabeza]))
	for k := Mini; k <= Opa; k++ {
		from := int(p.at[s][k])
		blockers := all.AndNot(spotMask[from]).AndNot(oppCab)
		var seen uint32 // Mini displacements already counted
		for d1 := 0; d1 < 4; d1++ {
			q := int(rollTo[from][d1])
			if q == noSpot {
				continue
			}
			if f := &spotMask[q]; f[0]&blockers[0]|f[1]&blockers[1] != 0 {
				continue
			}
			n++
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
				if g := &spotMask[r]; g[0]&blockers[0]|g[1]&blockers[1] != 0 {
					continue
				}
				if k == Mini {
					route := miniPairCode[d1][d2]
					if seen>>route&1 != 0 {
						continue
					}
					seen |= 1 << route
				}
				n++
			}
		}
	}
	return n + p.countCabeza(all)
}
