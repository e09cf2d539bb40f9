package cabezaengine

import (
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The principal variation search of one node below the root (negamax),
// and the threat search past the horizon (quiesce, qnode).

func (s *cabezaSearch) negamax(ply, depth int, alpha, beta search.Score) search.Score {
	score, done, threat := s.node(ply)
	if done {
		return score
	}
	f := &s.frames[ply]
	pos := &f.pos
	// Nothing better than a win three plies on (we have none on the move).
	// The bound sits one above it, so that a line scoring exactly that
	// still counts as raising alpha below and keeps its PV.
	if best := search.WinIn(ply+3) + 1; beta > best {
		beta = best
		if alpha >= beta {
			return beta
		}
	}
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta, threat, 0)
	}
	pvNode := beta-alpha > 1
	h := pos.Hash()
	var ttMove cabeza.Move
	if e, ok := s.tt.probe(h); ok {
		ttMove = cabeza.Move(e.move)
		if !pvNode && int(e.depth) >= depth {
			sc := search.Score(e.score).FromTT(ply)
			switch b := e.bound(); {
			case b == boundExact,
				b == boundLower && sc >= beta,
				b == boundUpper && sc <= alpha:
				return sc
			}
		}
	}

	// Null move: if passing still holds beta at a reduced depth, a real
	// move will too. Not when threatened (a pass loses) or near a decided
	// score.
	if s.opts.NullMove && !pvNode && !threat && depth >= 3 && !beta.IsDecided() && !alpha.IsDecided() {
		if s.evaluate(ply) >= beta {
			r := 2
			if depth >= 6 {
				r = 3
			}
			s.pass(ply)
			s.seenAdd(h, 1)
			score := -s.negamax(ply+1, depth-1-r, -beta, -beta+1)
			s.seenAdd(h, -1)
			if s.st.Interrupted() {
				return 0
			}
			if score >= beta {
				if score.IsDecided() {
					score = beta
				}
				return score
			}
		}
	}

	origAlpha := alpha
	best := -search.ScoreInfinite
	bestMove := cabeza.NoMove
	first := 0 // moves tried before the full list (threatfirst.go)
	if depth == 1 && !threat && ttMove == cabeza.NoMove {
		if m, ok := s.firstMove(ply); ok {
			s.seenAdd(h, 1)
			score := s.tryFirst(ply, m, alpha, beta)
			s.seenAdd(h, -1)
			if s.st.Interrupted() {
				return 0
			}
			best, bestMove, first = score, m, 1
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta { // keyed above orderAdvance: nothing to remember
					s.tt.store(h, uint32(m), best.ToTT(ply), depth, boundLower)
					return best
				}
			}
		}
	}

	var ml nodeMoves
	s.generate(ply, threat, &ml)
	if ml.n == 0 {
		return search.LossIn(ply) // no legal move loses
	}
	answers := ml.answers
	s.order(ply, ttMove, 0, answers)

	s.seenAdd(h, 1)
	for i := first; i < answers || s.more(ply, i, best, &ml); i++ {
		m, key := pickNext(f, i, answers)
		if i >= answers && s.lostAtOnce(ply, m, best) {
			continue
		}
		var score search.Score
		if m.IsWin() {
			score = search.WinIn(ply + 1)
			s.pvLen[ply+1] = ply + 1
		} else {
			s.play(ply, m)
			if depth >= 2 { // the child searches on and probes the table
				s.tt.prefetch(s.frames[ply+1].pos.Hash())
				if j := i + 1; j > pickBeforeSort && j < answers {
					// Sorted from here on: the next child is known, and its
					// slot loads while this child's subtree is searched.
					s.tt.prefetch(pos.HashAfter(f.list.Moves[j]))
				}
			}
			if i == 0 {
				score = -s.negamax(ply+1, depth-1, -beta, -alpha)
			} else {
				r := 0
				if !s.opts.NoReductions && depth >= 3 && i >= 3 && !threat && key < orderAdvance {
					r = 1
					if depth >= 5 && i >= 12 {
						r = 2
					}
				}
				score = -s.negamax(ply+1, depth-1-r, -alpha-1, -alpha)
				if r > 0 && score > alpha && !s.st.Interrupted() {
					score = -s.negamax(ply+1, depth-1, -alpha-1, -alpha)
				}
				if score > alpha && score < beta && !s.st.Interrupted() {
					score = -s.negamax(ply+1, depth-1, -beta, -alpha)
				}
			}
		}
		if s.st.Interrupted() {
			break
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta {
					if key < orderAdvance && i < answers {
						s.rememberCutoff(ply, depth, pos.Side(), m)
					}
					break
				}
			}
		}
	}
	s.seenAdd(h, -1)
	if s.st.Interrupted() {
		return 0
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	s.tt.store(h, uint32(bestMove), best.ToTT(ply), depth, bound)
	return best
}

// quiesce is the horizon. A side that faces a win threat must answer it,
// so every move is searched (most lose at once, to the win on the move
// the next node finds first); otherwise the position is quiet enough to
// evaluate.
func (s *cabezaSearch) quiesce(ply int, alpha, beta search.Score, threat bool, qply int) search.Score {
	f := &s.frames[ply]
	pos := &f.pos
	if !threat || s.opts.NoThreatSearch || qply >= maxThreatPlies || ply >= maxPly-2 {
		return s.evaluate(ply)
	}
	var ml nodeMoves
	s.generate(ply, true, &ml)
	if ml.n == 0 {
		return search.LossIn(ply)
	}
	answers := ml.answers
	s.order(ply, cabeza.NoMove, 0, answers)
	h := pos.Hash()
	best := -search.ScoreInfinite
	s.seenAdd(h, 1)
	for i := 0; i < answers || s.more(ply, i, best, &ml); i++ {
		m, _ := pickNext(f, i, answers)
		if i >= answers && s.lostAtOnce(ply, m, best) {
			continue
		}
		var score search.Score
		if m.IsWin() {
			score = search.WinIn(ply + 1)
			s.pvLen[ply+1] = ply + 1
		} else {
			s.play(ply, m)
			score = -s.qnode(ply+1, -beta, -alpha, qply+1)
		}
		if s.st.Interrupted() {
			break
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta {
					break
				}
			}
		}
	}
	s.seenAdd(h, -1)
	if s.st.Interrupted() {
		return 0
	}
	return best
}

func (s *cabezaSearch) qnode(ply int, alpha, beta search.Score, qply int) search.Score {
	score, done, threat := s.node(ply)
	if done {
		return score
	}
	return s.quiesce(ply, alpha, beta, threat, qply)
}
