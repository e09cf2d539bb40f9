package catcatsolve

// Proofs that stand for other boards: a cat's win on a board, with its
// carrier C (dfpn_carrier.go), is a win on any board with the cat on the
// same cell and the same side to move whose blocks outside the proved
// board's lie outside C. A block outside C leaves the proof standing,
// and a block fewer never helps the catcher. So a new node is looked up,
// before its leaf checks, among the last wins proved with the cat where
// it is: boards that differ only in blocks that the cat's proof never
// read (the catcher's blocks elsewhere, made in another line) share one
// proof. The table of df-pn keys finds a board only when it is the same.

// pnSubsumeWays is how many wins each cat cell and side to move keeps:
// the newest replace the oldest. A look reads them all, a few words
// each, on each new node.
const pnSubsumeWays = 32

// catWinIndex holds, per cat cell and side to move, the last wins'
// blocked sets and carriers: a list of pnSubsumeWays entries of 2·words
// words (the blocks, then the carrier), made when first used.
type catWinIndex struct {
	lists [][]uint64
	n     []uint8 // entries held per list
	next  []uint8 // the entry the next win replaces
	words int
}

func (x *catWinIndex) list(p *Prover) (int, bool) {
	if x.words != p.words || len(x.lists) != 2*p.n {
		x.lists, x.n, x.next, x.words = make([][]uint64, 2*p.n), make([]uint8, 2*p.n), make([]uint8, 2*p.n), p.words
	}
	i := 2*p.cat + int(p.turn)
	return i, x.lists[i] != nil
}

// record keeps the board's win with carrier c.
func (x *catWinIndex) record(p *Prover, c []uint64) {
	i, ok := x.list(p)
	if !ok {
		x.lists[i] = make([]uint64, pnSubsumeWays*2*x.words)
	}
	at := int(x.next[i]) * 2 * x.words
	copy(x.lists[i][at:], p.blockSet)
	copy(x.lists[i][at+x.words:], c)
	x.next[i] = (x.next[i] + 1) % pnSubsumeWays
	x.n[i] = max(x.n[i], x.next[i])
	if x.next[i] == 0 {
		x.n[i] = pnSubsumeWays
	}
}

// find looks for a win that stands for the board, and returns its
// carrier (nil: none).
func (x *catWinIndex) find(p *Prover) []uint64 {
	i, ok := x.list(p)
	if !ok {
		return nil
	}
	w := x.words
	l := x.lists[i]
	cur := p.blockSet
next:
	for j := range int(x.n[i]) {
		e := l[j*2*w : (j+1)*2*w : (j+1)*2*w]
		blocks, carrier := e[:w], e[w:]
		for k, b := range cur {
			if b&^blocks[k]&carrier[k] != 0 {
				continue next
			}
		}
		return carrier
	}
	return nil
}

// The catcher's wins need no carrier: blocks are monotone, so a
// catcher's win stands on every board with the cat on the same cell,
// the same side to move, and the proved board's blocks and more (the
// cat that went round while the catcher blocked meets such boards).

// catcherWinIndex holds, per cat cell and side to move, the last
// catcher's wins' blocked sets: pnSubsumeWays entries of words words.
type catcherWinIndex struct {
	lists [][]uint64
	n     []uint8
	next  []uint8
	words int
}

func (x *catcherWinIndex) list(p *Prover) (int, bool) {
	if x.words != p.words || len(x.lists) != 2*p.n {
		x.lists, x.n, x.next, x.words = make([][]uint64, 2*p.n), make([]uint8, 2*p.n), make([]uint8, 2*p.n), p.words
	}
	i := 2*p.cat + int(p.turn)
	return i, x.lists[i] != nil
}

func (x *catcherWinIndex) record(p *Prover) {
	i, ok := x.list(p)
	if !ok {
		x.lists[i] = make([]uint64, pnSubsumeWays*x.words)
	}
	copy(x.lists[i][int(x.next[i])*x.words:], p.blockSet)
	x.next[i] = (x.next[i] + 1) % pnSubsumeWays
	x.n[i] = max(x.n[i], x.next[i])
	if x.next[i] == 0 {
		x.n[i] = pnSubsumeWays
	}
}

// find says whether a catcher's win on a board with fewer blocks stands
// for the board.
func (x *catcherWinIndex) find(p *Prover) bool {
	i, ok := x.list(p)
	if !ok {
		return false
	}
	w, l, cur := x.words, x.lists[i], p.blockSet
next:
	for j := range int(x.n[i]) {
		blocks := l[j*w : (j+1)*w : (j+1)*w]
		for k, b := range blocks {
			if b&^cur[k] != 0 {
				continue next
			}
		}
		return true
	}
	return false
}
