package catcatsolve

import (
	"context"
	"sync"

	"cabezacat/catcat"
)

// Parallel df-pn: a solve on the clock runs one df-pn per thread, all
// from the same root, each on its own board. They share three things:
//
//   - the table (sharedPNTable, dfpn_table.go), lock-free: what one worker
//     found of a node, another reads, as a Lazy SMP search's workers do;
//   - the carriers of the cat's wins and the holds of the catcher's that
//     they settled, in stripes under locks (a worker that reads a node
//     another settled narrows its blocks by that node's carrier as by
//     its own; the stores of its own, dfpn_carrier.go and dfpn_hold.go,
//     are asked first);
//   - near the root (steerPly), the children each is searching under:
//     where a worker would go into a child another worker is in, it takes
//     the best child no one is in, if that one is nearly as good (its
//     delta at most about twice the best's). A catcher node whose blocks
//     all lose for it (the cat's win) needs every block proved, and the
//     workers prove different ones; at a cat node the cat's best step is
//     shared until the blocks below it part them (after Kaneko's
//     parallel df-pn with virtual proof numbers, 2010).
//
// The first worker to settle the root ends the others. The result is
// sound whatever the interleaving: every entry a worker reads was
// written by a df-pn over the same game, and a half-written one reads
// as missing.

const (
	// steerPly is how near the root the workers keep out of each
	// other's children.
	steerPly = 4
	// sharedStripes and sharedStripeCap: the settled nodes' sets in
	// stripes under their own locks; a full stripe starts again (a set
	// not found narrows nothing, as one the worker's own store dropped).
	sharedStripes     = 64
	sharedStripeCap   = 1 << 15
	sharedStripeWords = 4 * pnSetWords / sharedStripes // 64 MiB
	// MaxSolveThreads bounds a solve's workers: each keeps stores of its
	// own of up to a few hundred megabytes on a 13×13 board.
	MaxSolveThreads = 8
)

// sharedNodes is what a parallel solve's workers tell each other
// besides the table. Each stripe keeps its sets as nodeSets does, in one
// arena of words under a map of offsets (no pointers for the garbage
// collector to follow through millions of sets): per set a header word
// (sharedCatWins, sharedMirrored) and the set's words.
type sharedNodes struct {
	stripes [sharedStripes]struct {
		mu   sync.Mutex
		at   map[uint64]int32
		sets []uint64
	}
	busyMu sync.Mutex
	busy   map[uint64]uint64 // per node: a bit per worker searching under it
}

// A shared set's header: a cat's win (its carrier; else a catcher's,
// its hold), and whether its node's key was taken in the mirror image.
const (
	sharedCatWins  = 1
	sharedMirrored = 2
)

func newSharedNodes() *sharedNodes {
	sh := &sharedNodes{busy: map[uint64]uint64{}}
	for i := range sh.stripes {
		sh.stripes[i].at = map[uint64]int32{}
	}
	return sh
}

// find fills dst with key's set, if it is kept and of the winner asked
// for, and says whether its node's key was taken in the mirror image.
func (sh *sharedNodes) find(key uint64, catWins bool, dst []uint64) (found, mirrored bool) {
	st := &sh.stripes[key>>58]
	st.mu.Lock()
	defer st.mu.Unlock()
	off, ok := st.at[key]
	if !ok || (st.sets[off]&sharedCatWins != 0) != catWins {
		return false, false
	}
	copy(dst, st.sets[off+1:int(off)+1+len(dst)])
	return true, st.sets[off]&sharedMirrored != 0
}

// publish keeps key's set; a full stripe starts again.
func (sh *sharedNodes) publish(key uint64, catWins, mirrored bool, set []uint64) {
	st := &sh.stripes[key>>58]
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.at) >= sharedStripeCap || len(st.sets)+1+len(set) > sharedStripeWords {
		clear(st.at)
		st.sets = st.sets[:0]
	}
	if _, ok := st.at[key]; ok {
		return
	}
	head := uint64(0)
	if catWins {
		head |= sharedCatWins
	}
	if mirrored {
		head |= sharedMirrored
	}
	st.at[key] = int32(len(st.sets))
	st.sets = append(append(st.sets, head), set...)
}

// enter and leave mark worker w searching under the node key.
func (sh *sharedNodes) enter(key uint64, w int) {
	sh.busyMu.Lock()
	sh.busy[key] |= 1 << uint(w)
	sh.busyMu.Unlock()
}

func (sh *sharedNodes) leave(key uint64, w int) {
	sh.busyMu.Lock()
	if b := sh.busy[key] &^ (1 << uint(w)); b == 0 {
		delete(sh.busy, key)
	} else {
		sh.busy[key] = b
	}
	sh.busyMu.Unlock()
}

// busyByOthers says whether a worker other than w searches under key.
func (sh *sharedNodes) busyByOthers(key uint64, w int) bool {
	sh.busyMu.Lock()
	b := sh.busy[key] &^ (1 << uint(w))
	sh.busyMu.Unlock()
	return b != 0
}

// sharedSet fills dst with the carrier (catWins) or hold another worker
// published for the node on the board, if there is one.
func (s *pnSearch) sharedSet(catWins bool, dst []uint64) bool {
	if s.share == nil {
		return false
	}
	key, mirrored := s.keyMirrored()
	s.carrierBufReady()
	buf := s.shareBuf[:s.p.words]
	found, theirs := s.share.find(key, catWins, buf)
	if !found {
		return false
	}
	if mirrored != theirs {
		s.p.mirrorSet(dst, buf)
	} else {
		copy(dst, buf)
	}
	return true
}

// publishSettled gives the other workers the set of the node on the
// board, key, which this one has just settled.
func (s *pnSearch) publishSettled(key uint64, catWins bool) {
	s.carrierBufReady()
	set := s.shareBuf[:s.p.words]
	var known bool
	if catWins {
		known = s.carriers.get(s, set) || s.quickCarrier(set)
	} else {
		known = s.holds.get(s, set)
	}
	if known {
		_, mirrored := s.keyMirrored()
		s.share.publish(key, catWins, mirrored, set)
	}
}

// pickUnbusy is the child the worker goes into instead of best when
// another worker is under best: the best child no one else is under,
// if its delta is below thPhi and at most about twice best's; else
// best.
func (s *pnSearch) pickUnbusy(moves []int16, ents []pnEntry, best int, bestDelta, thPhi uint32, catNode bool) int {
	if !s.childBusy(moves[best]) {
		return best
	}
	pick, pickDelta := best, pnInf
	for i, c := range ents {
		_, cDelta := phiDelta(c, !catNode)
		if i == best || cDelta >= pickDelta || cDelta >= thPhi || cDelta > 2*bestDelta+2 {
			continue
		}
		if !s.childBusy(moves[i]) {
			pick, pickDelta = i, cDelta
		}
	}
	return pick
}

func (s *pnSearch) childBusy(m int16) bool {
	undo := s.play(m)
	busy := s.share.busyByOthers(s.key(), s.worker)
	s.unplay(m, undo)
	return busy
}

// parallelProof is a parallel df-pn's outcome: the result, the worker
// that settled the root (or main's, the first, if none did; its line is
// the winner's: the workers share the table, and pnSearch.line proves
// again a node settled there without its children), and the nodes the
// workers other than main spent.
type parallelProof struct {
	res         Result
	won         *pnSearch
	workers     []*pnSearch
	helperNodes int
}

// proveParallel runs df-pn from pos on threads workers, the first on
// main's board (a prover loaded with pos), until one settles the root
// or ctx is done. main keeps its context, and is left aborted only if
// ctx is done; release gives the other workers' provers back.
func proveParallel(ctx context.Context, pos catcat.Position, main *Prover, threads int, noMustPlay bool) (pp parallelProof) {
	outer := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer func() { main.ctx, main.Aborted = outer, outer.Err() != nil && pp.res == Unknown }()
	sh, stt := newSharedNodes(), newSharedPNTable(pnTableMaxSlots)
	searches := make([]*pnSearch, threads)
	results := make([]Result, threads)
	for w := range searches {
		pr := main
		if w > 0 {
			pr = GetProver(pos)
		}
		pr.ctx, pr.Limit, pr.Aborted = ctx, 0, false
		searches[w] = &pnSearch{p: pr, noMustPlay: noMustPlay, share: sh, stt: stt, worker: w}
	}
	var wg sync.WaitGroup
	var once sync.Once
	winner := 0
	for w, s := range searches {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[w] = s.prove()
			if results[w] != Unknown {
				once.Do(func() { winner = w; cancel() })
			}
		}()
	}
	wg.Wait()
	pp = parallelProof{res: results[winner], won: searches[winner], workers: searches}
	for _, s := range searches[1:] {
		pp.helperNodes += s.p.Nodes
	}
	// The winner's prover reads the line after, on no clock: the table
	// holds the proof.
	pp.won.p.ctx, pp.won.p.Aborted = nil, false
	return pp
}

// release gives the workers' provers back, all but main's (the first).
func (pp *parallelProof) release() {
	for _, s := range pp.workers[1:] {
		PutProver(s.p)
	}
}
