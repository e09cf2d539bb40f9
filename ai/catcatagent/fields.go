package catcatagent

// The search's distance fields kept up to date as it blocks and
// unblocks cells, instead of computed afresh on every board: the
// two-distance (the evaluation and the move ordering) and the plain
// distance to the border (the cat's way out once the two-distance has
// none).
//
// A block only raises values, and only of cells that leaned on it: a
// cell keeps its value d as long as `need` of its free neighbours keep
// values below d (two for the two-distance, one for the distance). So a
// block costs the cells whose value changes (a cone behind the block,
// seen from the border), not the whole board; the values it changes go
// to an undo log, and the matching unblock puts them back. Blocks and
// unblocks come in nested pairs (the search's block, search, unblock);
// anything else falls back to a fresh field. A field takes in the
// blocks made since it was last read only when it is read again.
//
// A field is the same as a fresh one, value for value (a test compares
// them along random block/unblock walks), and the search still counts a
// two-distance field wherever it used to compute one afresh, so its
// budget, and its moves, are those of the search that did.

// fieldUndo is one overwritten field value.
type fieldUndo struct{ cell, old int16 }

// distField is one field and its undo log.
type distField struct {
	vals     []int16 // by cell: catcatBlockedMark, a value, or ≥ catcatHalfReached for none
	need     int     // neighbours below a cell's value that hold it up
	applied  int     // vals includes the blocks stack[:applied]
	fresh    int     // the blocks stack[:fresh] were in the board of the last fresh field
	computed bool    // vals is that of the load board plus stack[:applied]
	frame    []int32 // frame[i]: where the undo log of stack[i] starts (i ≥ fresh)
	undo     []fieldUndo
}

func (f *distField) reset() {
	f.undo = f.undo[:0]
	f.applied, f.fresh = 0, 0
	f.computed = false
}

// fieldScratch is the scratch of one update, shared by the fields: marks
// stamped per update (stamp: queued, stamp+1: changed), a bucket queue
// by value (heads by value, entries linked), the cells found changed,
// and per changed cell its two smallest settled neighbour values.
type fieldScratch struct {
	stamp    uint32
	mark     []uint32
	head     []int32
	entries  []queueEntry
	affected []int16
	m1, m2   []int16
}

func (f *fieldScratch) grow(n int) {
	if cap(f.mark) < n {
		f.mark = make([]uint32, n)
		f.head = make([]int32, n+2)
		for i := range f.head {
			f.head[i] = -1
		}
		f.entries = make([]queueEntry, 0, 8*n)
		f.affected = make([]int16, 0, n)
		f.m1 = make([]int16, n)
		f.m2 = make([]int16, n)
		f.stamp = 0
	}
	f.mark, f.m1, f.m2 = f.mark[:n], f.m1[:n], f.m2[:n]
	f.head = f.head[:n+2]
}

func (f *fieldScratch) nextStamp() {
	f.stamp += 2
	if f.stamp < 2 { // wrapped
		clear(f.mark)
		f.stamp = 2
	}
	f.entries = f.entries[:0]
}

// queueEntry is a queued cell and the entry queued before it under the
// same value (-1: none), side by side: one append a push.
type queueEntry struct {
	next int32
	cell int16
}

// push queues cell c under value v. Within one pass every push is above
// the value last popped, so the queue pops values in increasing order.
func (f *fieldScratch) push(c int16, v int16) {
	f.entries = append(f.entries, queueEntry{f.head[v], c})
	f.head[v] = int32(len(f.entries) - 1)
}

// pop takes a cell of the smallest value from *at on, up to top, or
// reports none; *at is left at the value it was found under.
func (f *fieldScratch) pop(at *int, top int) (int16, bool) {
	for ; *at <= top; *at++ {
		if e := f.head[*at]; e >= 0 {
			q := &f.entries[e]
			f.head[*at] = q.next
			return q.cell, true
		}
	}
	return 0, false
}

// noteUnblock records that c, which must be the last block, is free
// again, and puts each field back as it was before that block if it had
// taken the block in.
func (s *catSearch) noteUnblock(c int16) {
	top := len(s.stack) - 1
	if top < 0 || s.stack[top] != c {
		// Not nested: forget the fields. (The search never does this.)
		for k, x := range s.stack {
			if x == c {
				s.stack = append(s.stack[:k], s.stack[k+1:]...)
				break
			}
		}
		s.twoField.computed, s.oneField.computed = false, false
		return
	}
	s.stack = s.stack[:top]
	for _, f := range [2]*distField{&s.twoField, &s.oneField} {
		if !f.computed || f.applied <= top {
			continue // the field never took this block in
		}
		if top < f.fresh {
			f.computed = false // the block was part of a fresh field: no log to undo
			continue
		}
		start := int(f.frame[top])
		for i := len(f.undo) - 1; i >= start; i-- {
			f.vals[f.undo[i].cell] = f.undo[i].old
		}
		f.undo = f.undo[:start]
		f.applied = top
	}
}

// syncField brings f up to date with the board: from the field it holds,
// block by block, or afresh when it holds none.
func (s *catSearch) syncField(f *distField) {
	if !f.computed {
		// The fresh field is that of the load board, the search's blocks
		// taken out, so that they can be taken in, and back out, one by
		// one: a field first read deep in the tree serves the whole tree.
		for _, c := range s.stack {
			s.base[c] = catcatNoDistance
		}
		s.freshField(f)
		for _, c := range s.stack {
			s.base[c] = catcatBlockedMark
		}
		f.computed = true
		f.applied, f.fresh = 0, 0
		f.undo = f.undo[:0]
	}
	for f.applied < len(s.stack) {
		if len(f.frame) <= f.applied {
			f.frame = append(f.frame, 0)
		}
		f.frame[f.applied] = int32(len(f.undo))
		s.blockInField(f, s.stack[f.applied])
		f.applied++
	}
}

// freshField computes f from scratch: 0 on a free border cell, and
// elsewhere one more than the need-th smallest value among the free
// neighbours. Settling cells in increasing order makes the need-th
// neighbour settled the need-th smallest, so one queue pass suffices: a
// two-distance cell is half reached (catcatHalfReached) when its first
// neighbour settles and settled at the second.
func (s *catSearch) freshField(f *distField) {
	vals, queue, nbs := f.vals, s.queue, s.tab.Neighbours
	copy(vals, s.base)
	tail := 0
	for _, b := range s.size.BorderIndices() {
		if vals[b] == catcatNoDistance {
			vals[b] = 0
			queue[tail] = b
			tail++
		}
	}
	for head := 0; head < tail; head++ {
		c := int(queue[head])
		next := vals[c] + 1
		for _, n := range nbs[6*c : 6*c+6] {
			switch v := vals[n]; {
			case v == catcatNoDistance && f.need == 2:
				vals[n] = catcatHalfReached
			case v == catcatNoDistance || v == catcatHalfReached:
				vals[n] = next
				queue[tail] = n
				tail++
			}
		}
	}
}

// blockInField updates f for a block of c: first the cells whose value
// goes up are found, in increasing order of their old value (a cell
// keeps its value d while need free neighbours keep values below d),
// then their new values are settled in increasing order from the
// unchanged cells around them, as a fresh field settles all cells.
func (s *catSearch) blockInField(f *distField, c int16) {
	sc, vals, nbs := &s.scratch, f.vals, s.tab.Neighbours
	old := vals[c]
	f.undo = append(f.undo, fieldUndo{c, old})
	vals[c] = catcatBlockedMark
	if old < 0 || old >= catcatHalfReached {
		return // no cell leans on a cell without a value
	}
	sc.nextStamp()
	queued, changed := sc.stamp, sc.stamp+1
	mark := sc.mark
	top := 0
	for _, w := range nbs[6*int(c) : 6*int(c)+6] {
		if v := vals[w]; v > old && v < catcatHalfReached && mark[w] < queued {
			mark[w] = queued
			sc.push(w, v)
			top = max(top, int(v))
		}
	}
	// Values as unsigned: the blocked mark (-2) sorts above every value,
	// so "a value below d" is one comparison. A changed cell loses its
	// value at once (its old one goes to the undo log): it holds up no
	// cell after it, and the tests below need no mark to tell.
	affected := sc.affected[:0]
	at := int(old) + 1
	for {
		w, ok := sc.pop(&at, top)
		if !ok {
			break
		}
		d := uint16(vals[w])
		// Held up by need neighbours below it: most queued cells are,
		// and are left as soon as they are found to be.
		short := f.need
		for _, u := range nbs[6*int(w) : 6*int(w)+6] {
			if uint16(vals[u]) < d {
				if short--; short == 0 {
					break
				}
			}
		}
		if short == 0 {
			continue
		}
		mark[w] = changed
		affected = append(affected, w)
		f.undo = append(f.undo, fieldUndo{w, int16(d)})
		vals[w] = catcatNoDistance
		for _, x := range nbs[6*int(w) : 6*int(w)+6] {
			if v := vals[x]; uint16(v) > d && uint16(v) < catcatHalfReached && mark[x] < queued {
				mark[x] = queued
				sc.push(x, v)
				top = max(top, int(v))
			}
		}
	}
	sc.affected = affected
	if len(affected) == 0 {
		return
	}
	// Settle the changed cells afresh. Their unchanged neighbours are
	// final; a changed cell's key (m1 for the distance, m2 for the
	// two-distance) is one more than the need-th smallest settled
	// neighbour value, lowered as neighbours settle.
	sc.entries = sc.entries[:0]
	keys := sc.m2
	if f.need == 1 {
		keys = sc.m1
	}
	lowest, top := len(sc.head), 0
	for _, a := range affected {
		// Starting at catcatHalfReached, the marks (none, half reached,
		// blocked: all at or above it, unsigned) never enter.
		m1, m2 := uint16(catcatHalfReached), uint16(catcatHalfReached)
		for _, u := range nbs[6*int(a) : 6*int(a)+6] {
			v := uint16(vals[u])
			if v < m1 {
				m1, m2 = v, m1
			} else if v < m2 {
				m2 = v
			}
		}
		sc.m1[a], sc.m2[a] = int16(m1), int16(m2)
		if k := int(keys[a]); k != catcatHalfReached {
			sc.push(a, int16(k+1))
			lowest, top = min(lowest, k+1), max(top, k+1)
		}
	}
	at = lowest
	for {
		a, ok := sc.pop(&at, top)
		if !ok {
			break
		}
		v := int16(at)
		if vals[a] != catcatNoDistance || keys[a]+1 != v {
			continue // settled already, or queued again lower
		}
		vals[a] = v
		for _, x := range nbs[6*int(a) : 6*int(a)+6] {
			if mark[x] != changed || vals[x] != catcatNoDistance {
				continue
			}
			before := keys[x]
			switch m1, m2 := sc.m1[x], sc.m2[x]; {
			case v < m1:
				sc.m1[x], sc.m2[x] = v, m1
			case v < m2:
				sc.m2[x] = v
			default:
				continue
			}
			if k := keys[x]; k != before && k != catcatHalfReached {
				sc.push(x, k+1)
				top = max(top, int(k)+1)
			}
		}
	}
}
