package cabeza

// Answers to a threat. When the opponent of the side to move could win on
// the move, most moves leave that win standing and lose at once; a search
// wants to try the few that may not first, and to learn that the others
// lose without playing each and looking for the win again.
//
// Every immediate win of the opponent needs some squares to be free: the
// squares its block rolls over (the crush), or the squares round its
// Cabeza (the run home). A move of a block of ours only adds pieces to the
// squares its block newly covers and frees the ones it left, and freeing
// squares never takes a win away. So a block move that covers no square of
// some win's path leaves that win standing: it loses. Only Cabeza moves
// (the crush then misses) and block moves that cut every path may answer.

// maxThreatPaths bounds the wins a Defence keeps apart; with more, every
// move may answer (the filter gives up, never wrongly).
const maxThreatPaths = 16

// Defence tells, for the side to move, which moves may answer the
// opponent's threats to win on the move.
type Defence struct {
	paths [maxThreatPaths]Bitboard
	n     int
	any   bool // too many wins to keep: every move may answer
}

// Defence lists the opponent's wins on the move as the squares each needs
// free. With no such win, every move is an answer (MayAnswer is always
// true). Like winFor it walks only the rolls that end on the Cabeza
// (crushRoutes), on the sets' words by hand, and looks for a run home
// only from two ranks or nearer; it lists the wins in the order of
// every roll and second roll tried in turn.
func (p *Position) Defence() Defence {
	var d Defence
	s := p.side ^ 1 // the threatening side
	all0, all1 := p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1]
	oppSq := Square(p.at[p.side][Cabeza])
	cands := &crushers[oppSq]
	u := uint(oppSq)
	cab0, cab1 := uint64(1)<<u, uint64(1)<<(u-64) // a shift by 64 or more is 0
	for k := Mini; k <= Opa; k++ {
		from := int(p.at[s][k])
		if cands[from>>6]>>(from&63)&1 == 0 {
			continue
		}
		routes := crushRoutes[from-NumSquares][oppSq]
		fm := &spotMask[from]
		b0, b1 := all0&^fm[0]&^cab0, all1&^fm[1]&^cab1
		for d1 := 0; routes != 0; d1, routes = d1+1, routes>>crushRouteBits {
			if routes&crushRouteMask == 0 {
				continue
			}
			q := int(rollTo[from][d1])
			qm := &spotMask[q]
			if qm[0]&b0|qm[1]&b1 != 0 {
				continue
			}
			if routes&1 != 0 {
				d.add(Bitboard{qm[0] &^ fm[0] &^ cab0, qm[1] &^ fm[1] &^ cab1})
				continue
			}
			for seconds := routes >> 1 & 15; seconds != 0; seconds &= seconds - 1 {
				r := int(rollTo[q][trailingZeros(uint64(seconds))])
				rm := &spotMask[r]
				if rm[0]&b0|rm[1]&b1 != 0 {
					continue
				}
				d.add(Bitboard{(qm[0] | rm[0]) &^ fm[0] &^ cab0, (qm[1] | rm[1]) &^ fm[1] &^ cab1})
			}
		}
	}
	// A run home only from two ranks or nearer (winFor's test).
	if nearHome(p.side, p.at[s][Cabeza]) {
		if _, ok := p.cabezaWin(s, Bitboard{all0, all1}); ok {
			// Every slide of a run home stays within two squares of where the
			// Cabeza stands, the corners it passes included.
			d.add(aroundTwo[p.at[s][Cabeza]])
		}
	}
	return d
}

func (d *Defence) add(path Bitboard) {
	if d.n == maxThreatPaths {
		d.any = true
		return
	}
	d.paths[d.n] = path
	d.n++
}

// Threatened reports whether the opponent has a win on the move.
func (d *Defence) Threatened() bool { return d.n > 0 || d.any }

// MayAnswer reports whether move m of the side to move may leave the
// opponent without a win on the move. False is certain: after m the
// opponent wins at once. True is only a maybe.
func (d *Defence) MayAnswer(m Move) bool {
	if d.any || m.Kind() == Cabeza {
		return true
	}
	foot := &spotMask[m.spot()]
	for i := range d.n {
		p := &d.paths[i]
		if foot[0]&p[0]|foot[1]&p[1] == 0 {
			return false
		}
	}
	return true
}

// aroundTwo[sq] is every square within two king steps of sq.
var aroundTwo [NumSquares]Bitboard

func init() {
	for sq := Square(0); sq < NumSquares; sq++ {
		for y := sq.Y() - 2; y <= sq.Y()+2; y++ {
			for x := sq.X() - 2; x <= sq.X()+2; x++ {
				if x >= 0 && x < Files && y >= 0 && y < Ranks {
					aroundTwo[sq] = aroundTwo[sq].Or(SquareSet(SquareAt(x, y)))
				}
			}
		}
	}
}

// GenerateAnswers fills list with the moves of GenerateMoves that d, p's
// Defence, may let answer, in GenerateMoves' order and with its win
// flags: GenerateMoves' list with every move MayAnswer rules out left
// out. A block whose one-turn reach misses a path of some win cannot
// cover it, so its rolls are not even tried: a threatened search node
// spares most of its generation, and GenerateRuledOut gives the rest
// only if the node needs them. The zero Defence lets every move through.
func (p *Position) GenerateAnswers(list *MoveList, d *Defence) {
	kinds := everyBlock
	if !d.any {
		for k := Mini; k <= Opa; k++ {
			reach := &turnReach[p.at[p.side][k]]
			for i := range d.n {
				if !reach.Meets(d.paths[i]) {
					kinds &^= 1 << k
					break
				}
			}
		}
	}
	n := p.generateEveryBlock(list, kinds)
	if !d.any && d.n > 0 {
		a := 0
		for _, m := range list.Moves[:n] {
			if d.MayAnswer(m) {
				list.Moves[a] = m
				a++
			}
		}
		n = a
	}
	list.N = p.generateCabeza(list, n, p.occ[0].Or(p.occ[1]))
}

// GenerateRuledOut writes the moves of GenerateMoves that d, p's Defence,
// rules out (each leaves the opponent a win on the move) into list from
// index from on, in GenerateMoves' order, and sets list.N to the end:
// what GenerateAnswers left out. They are all block moves.
func (p *Position) GenerateRuledOut(list *MoveList, from int, d *Defence) {
	if d.any || d.n == 0 {
		list.N = from
		return
	}
	var all MoveList
	n := p.generateEveryBlock(&all, everyBlock)
	for _, m := range all.Moves[:n] {
		if !d.MayAnswer(m) {
			list.Moves[from] = m
			from++
		}
	}
	list.N = from
}
