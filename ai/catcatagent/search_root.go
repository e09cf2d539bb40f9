package catcatagent

import (
	"math"
	"slices"
)

// bestCatMove searches d.cat plies from the cat's move (odd) and
// returns the cell index to move to: 1 ply, then 3, 5, ... up to d.cat
// while the budget lasts; an iteration cut short is dropped. Moves are
// tried in the rules' neighbour order and the first best is kept, so
// the choice is the same on every run.
func (s *catSearch) bestCatMove(d catcatDepth) int16 {
	s.innerK, s.inner = d.innerK, max(d.inner, 2)
	from := s.cat
	for _, n := range s.neighbours(from) {
		if !s.blocked[n] && s.tab.Border[n] {
			return n // escaping now is the quickest escape
		}
	}
	best := int16(-1)
	for depth := 1; depth <= d.cat; depth += 2 {
		if depth > 1 {
			s.limit = d.budget
		}
		found, bestV := int16(-1), math.MaxInt
		for _, n := range s.neighbours(from) {
			if s.blocked[n] {
				continue
			}
			s.cat = int(n)
			v := s.catcherNode(depth-1, 1, math.MinInt, bestV)
			s.cat = from
			if s.aborted {
				return best
			}
			if v < bestV {
				found, bestV = n, v
			}
		}
		best = found
		if bestV <= -catcatWin+catcatMaxPlies || bestV >= catcatWin-catcatMaxPlies {
			break // decided: looking deeper changes nothing
		}
	}
	return best
}

// appendWayOut adds to the root blocks, when the cat has no two-distance
// left (every way out is one cell wide somewhere), the cells of its
// shortest way out that are not there yet: the narrow place may lie
// beyond the radius searched around the cat, and blocking it shuts the
// cat in at once.
func (s *catSearch) appendWayOut(root []int16) []int16 {
	s.twoDistance()
	if s.twoOf(int16(s.cat)) != catcatNoDistance {
		return root
	}
	toBorder, _ := s.catRoom()
	if toBorder == catcatNoDistance {
		return root
	}
	// catRoom left the distances from the cat marked; the border cell it
	// stopped at is the last one it queued with that distance. Walk back.
	here := int16(-1)
	for _, b := range s.size.BorderIndices() {
		if s.seen[b] == s.epoch && int(s.ring[b]) == toBorder && !s.blocked[b] {
			here = b
			break
		}
	}
	for here >= 0 && int(here) != s.cat {
		if !slices.Contains(root, here) {
			root = append(root, here)
		}
		prev := int16(-1)
		for _, n := range s.neighbours(int(here)) {
			if !s.blocked[n] && s.seen[n] == s.epoch && s.ring[n] == s.ring[here]-1 {
				prev = n
				break
			}
		}
		here = prev
	}
	return root
}

// bestCatcherMove scores every block near the cat by the cat's best
// reply, then searches the most promising of them deeper while the
// budget lasts.
func (s *catSearch) bestCatcherMove(d catcatDepth) int16 {
	s.innerK, s.inner = d.innerK, max(d.inner, 2)
	root := s.catcherCandidates(s.cands[0][:0], d.radius, 0)
	root = s.appendWayOut(root)
	if len(root) == 0 {
		for i := range s.size.Cells() { // nothing near the cat is free: any free cell
			if !s.blocked[i] && i != s.cat {
				return int16(i)
			}
		}
		return int16(s.cat)
	}
	for k, c := range root {
		s.block(c)
		v := catcatWin - 1
		if !s.trapped() {
			v = s.catNode(1, 1, math.MinInt, math.MaxInt)
		}
		s.unblock(c)
		s.shallow[k] = int32(v)
	}
	order := s.order[:0]
	for k := range root {
		order = append(order, int16(k))
	}
	// Best first; on equal scores the earlier candidate (nearer the cat's
	// ways out) first, so the order, and the move, are always the same.
	slices.SortStableFunc(order, func(a, b int16) int { return int(s.shallow[b]) - int(s.shallow[a]) })
	best := root[order[0]]
	if d.rootK == 0 || d.catcher <= 2 || int(s.shallow[order[0]]) >= catcatWin-catcatMaxPlies {
		return best
	}
	// The deeper search, best first, until the budget runs out: a root
	// block whose search was cut short does not count, so the move is
	// the best of those searched in full (the first-ply best if none).
	s.limit = d.budget
	alpha := math.MinInt
	for _, k := range order[:min(d.rootK, len(order))] {
		c := root[k]
		s.block(c)
		v := s.catNode(d.catcher-1, 1, alpha, math.MaxInt)
		s.unblock(c)
		if s.aborted {
			break
		}
		if v > alpha {
			best, alpha = c, v
		}
	}
	return best
}
