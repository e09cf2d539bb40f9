package catcatsolve

import (
	"context"
	"sync"

	"cabezacat/ai/catcatboard"
	"cabezacat/catcat"
)

// The exact provers: "the cat escapes within k moves" and "the catcher
// traps the cat within k blocks", whatever the other side does. Each is
// a depth-bounded AND/OR search that is exact within its bound: a true
// answer is a proof, a false one a refutation, and a search cut short
// by its budget of nodes says so (Unknown) instead of guessing.
// The board is the prover's own, blocked and unblocked in place; results
// go into a transposition table keyed by the blocked set and the cat's
// cell, folded over the board's one symmetry (the mirror y → −y, which
// keeps every row's parity because N/2 is even).
//
// Why the cat's proof may skip most catcher blocks: blocks are monotone
// (one more block never helps the cat), so a block the cat's winning
// line does not read is no better for the catcher than passing. The
// escape search therefore proves, at a catcher node, that the cat wins
// even after a pass (the null move); every cell that proof reads is
// recorded in a support set, and only blocks inside it can refute it
// (the must-play region of Hex solvers). A support is a set of free
// cells such that the proof holds on any board where those cells are
// still free.

// Result is what a bounded proof search found.
type Result int8

const (
	Unknown Result = iota // the budget ran out first
	Proved                // the side asked about wins within the bound
	Refuted               // it does not, whatever it plays
)

// proverMaxDepth bounds k for both provers (plies stack size).
const proverMaxDepth = 60

// proveEntry is one transposition-table entry: the smallest bound known
// to win and the largest known not to, for one side's question.
type proveEntry struct {
	win, fail int16 // win: proved within win (0: none known); fail: refuted within fail
	sup       int32 // offset of the win's support in prover.supports (-1: none)
}

// A support is stored as the node that proved it saw it, after a word
// that says whether that node's key was taken in the mirror image: a
// node that reads it with the same orientation (nearly every one: the
// mirror image of a board is rarely met) uses it as it is, and only the
// other has to mirror it.

// EscapeDepth is the deepest escape bound the hard agents ask, in
// the cat's moves (catcatagent/proven.go): a prover keeps its walks to
// the border for the plies of such questions (borderWalks), and deeper
// nodes (a solve's) walk every time.
const EscapeDepth = 12

// Keys of the four tables: who is to move and which question.
const (
	keyEscapeCat     = 0x9E3779B97F4A7C15
	keyEscapeCatcher = 0xC2B2AE3D27D4EB4F
	keyTrapCat       = 0x165667B19E3779F9
	keyTrapCatcher   = 0xD6E8FEB86659FD93
)

// Prover is one proof search's board and tables. It is not safe for
// concurrent use; get one per goroutine from the pool.
type Prover struct {
	size    catcat.Size
	tab     *catcatboard.Tables
	z       *proverZobrist
	n       int // cells
	words   int // uint64 words of a cell set
	blocked []bool
	// blockSet is the blocked cells as a cell set (df-pn's carriers read
	// it, dfpn_subsume.go).
	blockSet []uint64
	// Per cell, and at n (off the board: blocked), cellBlocked and
	// cellBorder: the nodes read both of each of the cat's neighbours,
	// here with one load, from an array whose bound is a constant.
	state [maxProverCells + 1]uint8
	cat   int
	hash  uint64 // of the blocked set, as played
	mhash uint64 // of its mirror image

	tt       proveTable
	ttCap    int      // the most entries tt takes (proveTableCap)
	supports []uint64 // the stored supports, words apiece

	Root         int16           // the move found at the root of the last search (-1: any)
	Nodes, Limit int             // nodes visited and allowed (0: no limit)
	Aborted      bool            // the limit was reached: results since are void
	ctx          context.Context // stops the search when done (nil: never)

	// Per-ply scratch: supports, candidate lists, distances.
	sup    [proverMaxDepth*2 + 4][]uint64
	sup2   [proverMaxDepth*2 + 4][]uint64
	cands  [proverMaxDepth*2 + 4][]int16
	layers [proverMaxDepth*2 + 4]proveLayers
	probes [proverMaxDepth*2 + 4]proveProbe
	// The escapeCat nodes' walks to the border (prove_rows.go).
	// The plies of the hard agents' bounds only: deeper nodes (a solve's)
	// walk every time.
	borderWalks [2*EscapeDepth + 4]borderWalk
	dist        []int16  // BFS from the cat, valid where seen == epoch
	seen        []uint32 // BFS marks, so that a search clears nothing
	epoch       uint32
	rows        rowSets // the word-parallel walks' board and scratch
	// Where each cell is in a row set: an array, not a slice, so that a
	// read tests its index against a constant and loads no header.
	cellRows [int(catcat.MaxSize) * int(catcat.MaxSize)]cellRow
	queue    []int16
	keys     []int32
	mirbuf   []uint64
	top      []uint64 // the root's support
	turn     catcat.Turn
}

var proverPool = sync.Pool{New: func() any { return &Prover{} }}

// GetProver is a prover from the pool, loaded with pos; give it back
// with PutProver.
func GetProver(pos catcat.Position) *Prover {
	p := proverPool.Get().(*Prover)
	p.ttCap = proveTableCap
	p.load(pos)
	return p
}

// cellState bits (prover.state).
const (
	cellBlocked = 1 << iota
	cellBorder
)

// maxProverCells is the cells of the largest board.
const maxProverCells = int(catcat.MaxSize) * int(catcat.MaxSize)

// proveTableCap bounds a prover's table (and so a solve's memory): new
// results are dropped once it holds this many. The table is a cache, so
// a full one costs time, never correctness.
const proveTableCap = 1 << 21

// PutProver gives p back to the pool (its table is kept only while small).
func PutProver(p *Prover) {
	if p.tt.len() > 1<<20 { // do not keep a huge table alive in the pool
		p.tt = proveTable{}
	}
	proverPool.Put(p)
}

func (p *Prover) load(pos catcat.Position) {
	s := pos.Size()
	n := s.Cells()
	if p.size != s {
		p.size = s
		p.tab = catcatboard.TablesFor(s)
		p.z = proverZobristFor(s)
		p.n = n
		p.words = (n + 63) / 64
		p.blocked = make([]bool, n+1)
		p.dist = make([]int16, n+1)
		p.seen = make([]uint32, n+1)
		p.epoch = 0
		p.queue = make([]int16, n+1)
		p.keys = make([]int32, n+1)
		p.mirbuf = make([]uint64, p.words)
		p.top = make([]uint64, p.words)
		p.blockSet = make([]uint64, p.words)
		for i := range p.sup {
			p.sup[i] = make([]uint64, p.words)
			p.sup2[i] = make([]uint64, p.words)
			p.cands[i] = make([]int16, 0, n)
			p.layers[i] = proveLayers{cells: make([]int16, 0, n+1), starts: make([]int, 0, 64), seen: make([]uint64, int(s)+2)}
		}
	}
	p.hash, p.mhash = 0, 0
	clear(p.blockSet)
	for i := range n {
		p.blocked[i] = pos.IsBlockedIndex(i)
		p.state[i] = 0
		if p.tab.Border[i] {
			p.state[i] = cellBorder
		}
		if p.blocked[i] {
			setAdd(p.blockSet, i)
			p.state[i] |= cellBlocked
			p.hash ^= p.z.block[i]
			p.mhash ^= p.z.block[p.z.mirror[i]]
		}
	}
	p.blocked[n], p.state[n] = true, cellBlocked
	p.loadRows()
	p.cat = pos.CatIndex()
	p.turn = pos.Turn()
	p.tt.reset()
	for i := range p.borderWalks {
		p.borderWalks[i].valid = false
	}
	p.supports = p.supports[:0]
	p.Nodes, p.Limit, p.Aborted = 0, 0, false
	p.ctx = nil
}

func (p *Prover) block(c int) {
	p.blocked[c] = true
	p.blockSet[c>>6] |= 1 << (uint(c) & 63)
	p.state[c] |= cellBlocked
	w, b := p.rowBit(c)
	p.rows.free[w] &^= b
	k := &p.z.blockPair[c]
	p.hash ^= k[0]
	p.mhash ^= k[1]
}

func (p *Prover) unblock(c int) {
	p.blocked[c] = false
	p.blockSet[c>>6] &^= 1 << (uint(c) & 63)
	p.state[c] &^= cellBlocked
	w, b := p.rowBit(c)
	p.rows.free[w] |= b
	k := &p.z.blockPair[c]
	p.hash ^= k[0]
	p.mhash ^= k[1]
}

func (p *Prover) neighbours(c int) []int16 { return p.tab.Neighbours[6*c : 6*c+6] }

// key is the table key of the current board for one question, and
// whether it was taken in the mirror image (then a support stored under
// it by a node of the other orientation is mirrored).
func (p *Prover) key(question uint64) (uint64, bool) {
	k := &p.z.catPair[p.cat]
	a := p.hash ^ k[0] ^ question
	b := p.mhash ^ k[1] ^ question
	if b < a {
		return b, true
	}
	return a, false
}

// tick counts a node and says whether the budget is spent.
func (p *Prover) tick() bool {
	p.Nodes++
	if p.Limit > 0 && p.Nodes > p.Limit {
		p.Aborted = true
	}
	if p.ctx != nil && p.Nodes&1023 == 0 && p.ctx.Err() != nil {
		p.Aborted = true
	}
	return p.Aborted
}

// lookup asks the table whether the question is settled within bound
// k; on a proof with a support it ORs the support (unmirrored) into sup.
// It remembers where the key is or goes for the node at ply, whose
// store then need not look again.
func (p *Prover) lookup(question uint64, k int, sup []uint64, ply int) Result {
	key, mirrored := p.key(question)
	i, ok := p.tt.find(key)
	pr := &p.probes[ply]
	pr.key, pr.question, pr.slot, pr.version, pr.mirrored = key, question, i, p.tt.version, mirrored
	if !ok {
		return Unknown
	}
	e := p.tt.slots[i].e
	if e.win > 0 && int(e.win) <= k {
		if sup != nil && e.sup >= 0 {
			stored := p.supports[e.sup+1 : int(e.sup)+1+p.words]
			if (p.supports[e.sup] != 0) != mirrored {
				p.mirrorSet(p.mirbuf, stored)
				stored = p.mirbuf
			}
			for i, w := range stored {
				sup[i] |= w
			}
		}
		return Proved
	}
	if int(e.fail) >= k {
		return Refuted
	}
	return Unknown
}

// proveProbe is where lookup found (or would put) a node's key.
type proveProbe struct {
	key, question uint64
	slot, version uint32
	mirrored      bool
}

// store records a result within bound k (with its support on a proof)
// for the node at ply, on the board its lookup saw.
func (p *Prover) store(question uint64, k int, r Result, sup []uint64, ply int) {
	if p.Aborted || r == Unknown {
		return
	}
	pr := &p.probes[ply]
	var i uint32
	var ok bool
	key, mirrored := pr.key, pr.mirrored
	if pr.question == question && pr.version == p.tt.version {
		// Nothing is ever removed, so the slots before lookup's are
		// still others': go on from there.
		i, ok = p.tt.findFrom(pr.slot, key)
	} else {
		key, mirrored = p.key(question)
		i, ok = p.tt.find(key)
	}
	e := proveEntry{sup: -1}
	if ok {
		e = p.tt.slots[i].e // (a new entry's slot is not read: its line may be far)
	} else if p.tt.len() >= p.ttCap {
		return // full: a long solve keeps what it has rather than grow without end
	}
	if r == Proved {
		if e.win == 0 || k < int(e.win) {
			e.win = int16(k)
			if sup != nil {
				e.sup = int32(len(p.supports))
				var flip uint64
				if mirrored {
					flip = 1
				}
				p.supports = append(append(p.supports, flip), sup...)
			}
		}
	} else if k > int(e.fail) {
		e.fail = int16(k)
	}
	if ok {
		p.tt.slots[i].e = e
	} else {
		p.tt.add(i, key, e)
	}
}

// play makes the move at cell index i on the prover's board (the cat's
// step or the catcher's block) and keeps the table: it is keyed by the
// board, so what it holds stays true.
func (p *Prover) play(i int) {
	if p.turn == catcat.CatToMove {
		p.cat = i
	} else {
		p.block(i)
	}
	p.turn = p.turn.Other()
}

// Escape asks whether the cat escapes within k of its moves from the
// loaded position, whoever is to move. On Proved with the cat to
// move, p.Root is the first move of the quickest proof found; on
// Refuted with the catcher to move, p.Root is a block that keeps
// the cat in for k moves (-1: any block does).
func (p *Prover) Escape(k int) Result {
	p.Root = -1
	clear(p.top)
	if p.turn == catcat.CatToMove {
		return p.escapeCat(k, 0, p.top)
	}
	return p.escapeCatcher(k, 0, p.top)
}

// Trap asks whether the catcher traps the cat within k blocks. On
// Proved with the catcher to move, p.Root is the block to play; on
// Refuted with the cat to move, p.Root is a move that stays free
// for k blocks.
func (p *Prover) Trap(k int) Result {
	p.Root = -1
	if p.turn == catcat.CatcherToMove {
		return p.trapCatcher(k, 0)
	}
	return p.trapCat(k, 0)
}
