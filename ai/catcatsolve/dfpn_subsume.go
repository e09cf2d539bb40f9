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
// each, on each new node. (Six hard 13×13 games, the earliest plies
// settled in 5 CPU-s: 72 with 32 ways, 68 with 128.) At most
// pnSubsumeLists lists are made, of at most pnRingWords words in all:
// 6 MiB on 13×13, 32 MiB on 45×45.
const (
	pnSubsumeWays  = 128 // at most 255: the counts are bytes
	pnSubsumeLists = 1024
	pnRingWords    = 1 << 22
)

// boardRing keeps, per cat cell and side to move, the last
// pnSubsumeWays entries of width·words words each (made when first
// used): the newest replace the oldest.
type boardRing struct {
	lists [][]uint64
	n     []uint8 // entries held per list
	next  []uint8 // the entry the next one replaces
	words int
	width int // sets per entry
	made  int // lists made
}

// list is the board's list (cat cell and side to move), and whether it
// holds any entry.
func (r *boardRing) list(p *Prover) (int, bool) {
	if r.words != p.words || len(r.lists) != 2*p.n {
		r.lists, r.n, r.next, r.words = make([][]uint64, 2*p.n), make([]uint8, 2*p.n), make([]uint8, 2*p.n), p.words
		r.made = 0
	}
	i := 2*p.cat + int(p.turn)
	return i, r.lists[i] != nil
}

// add keeps an entry for the board: sets, width of them.
func (r *boardRing) add(p *Prover, sets ...[]uint64) {
	i, ok := r.list(p)
	if !ok {
		if r.made >= r.most() {
			return
		}
		r.made++
		r.lists[i] = make([]uint64, pnSubsumeWays*r.width*r.words)
	}
	at := int(r.next[i]) * r.width * r.words
	for _, set := range sets {
		copy(r.lists[i][at:], set)
		at += r.words
	}
	r.next[i] = (r.next[i] + 1) % pnSubsumeWays
	r.n[i] = max(r.n[i], r.next[i])
	if r.next[i] == 0 {
		r.n[i] = pnSubsumeWays
	}
}

// most is how many lists the ring makes at most.
func (r *boardRing) most() int {
	return min(pnSubsumeLists, pnRingWords/(pnSubsumeWays*r.width*r.words))
}

// entries is the board's entries, one after another (width·words words
// each).
func (r *boardRing) entries(p *Prover) []uint64 {
	i, ok := r.list(p)
	if !ok {
		return nil
	}
	return r.lists[i][:int(r.n[i])*r.width*r.words]
}

// catWinIndex holds the last cat's wins per board: the blocked set and
// the carrier.
type catWinIndex struct{ ring boardRing }

// record keeps the board's win with carrier c.
func (x *catWinIndex) record(p *Prover, c []uint64) {
	x.ring.width = 2
	x.ring.add(p, p.blockSet, c)
}

// find looks for a win that stands for the board, and returns its
// carrier (nil: none).
func (x *catWinIndex) find(p *Prover) []uint64 {
	l, w, cur := x.ring.entries(p), p.words, p.blockSet
next:
	for e := 0; e < len(l); e += 2 * w {
		blocks, carrier := l[e:e+w:e+w], l[e+w:e+2*w:e+2*w]
		for k, b := range cur {
			if b&^blocks[k]&carrier[k] != 0 {
				continue next
			}
		}
		return carrier
	}
	return nil
}

// A catcher's win stands on every board with the cat on the same cell,
// the same side to move, and the blocks of its hold (dfpn_hold.go): more
// blocks never help the cat, and the proof reads no others.

// catcherWinIndex holds the last catcher's wins per board: their holds.
type catcherWinIndex struct{ ring boardRing }

func (x *catcherWinIndex) record(p *Prover, hold []uint64) {
	x.ring.width = 1
	x.ring.add(p, hold)
}

// find looks for a catcher's win whose hold the board has, and returns
// the hold (nil: none).
func (x *catcherWinIndex) find(p *Prover) []uint64 {
	l, w, cur := x.ring.entries(p), p.words, p.blockSet
next:
	for e := 0; e < len(l); e += w {
		hold := l[e : e+w : e+w]
		for k, b := range hold {
			if b&^cur[k] != 0 {
				continue next
			}
		}
		return hold
	}
	return nil
}
