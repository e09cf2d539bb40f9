package catcatsolve

import "cabezacat/catcat"

// The line of a df-pn result: the moves its table proves, played out.

// settledChild is the table entry after move m, evaluated if the
// table lacks it (the line's moves are the proof's: their nodes were
// searched or settled by their evaluation).
func (s *pnSearch) settledChild(m int16) pnEntry {
	undo := s.play(m)
	e, ok := s.ttGet(s.key())
	if !ok {
		e = s.eval()
	}
	s.unplay(m, undo)
	return e
}

// line plays out a df-pn result from the table: the winner's proved
// moves, the loser's first move (every one loses). A catcher's win the
// gap game settled names no move in the table: from there the line
// follows the gap game until every gap is closed. A node settled
// without its children in the table (by a win that stood for it from
// another board, dfpn_subsume.go, or from another worker,
// dfpn_parallel.go, or a step the capped table lost) is proved again,
// here (reprove).
func (s *pnSearch) line(pos catcat.Position, catWins bool) []catcat.Cell {
	var line []catcat.Cell
	var open uint16 // the gap game's open gaps, while the line follows it
	for reproved := false; pos.Outcome() == catcat.Ongoing; {
		winnerToMove := (pos.Turn() == catcat.CatToMove) == catWins
		if open == 0 && !catWins && !winnerToMove {
			// A cat's node the gap game settled: its children were
			// never searched, so the line follows the game from here.
			open = s.gapLine()
		}
		move := int16(-1)
		switch {
		case open != 0 && winnerToMove:
			move, open = s.gapMove(open)
		case open != 0:
			move = s.genMoves(nil)[0] // every step loses
		default:
			for _, m := range s.genMoves(nil) {
				e := s.settledChild(m)
				if !winnerToMove || catWins && e.pn == 0 || !catWins && e.dn == 0 {
					move = m
					break
				}
			}
			if move < 0 && winnerToMove && !catWins {
				if open = s.gapLine(); open != 0 {
					move, open = s.gapMove(open)
				}
			}
			if move < 0 && !reproved {
				s.reprove()
				reproved = true
				continue
			}
		}
		reproved = false
		var ok bool
		if pos, line, ok = s.p.playOn(pos, move, line); !ok {
			break
		}
	}
	return line
}

// reprove searches the node on the board again until it is settled,
// with its children in the table, on a budget of lineReproveNodes:
// without the wins that stand for other boards, which settle a node
// without them. (Of 440 random boards of sizes 5 and 9 that df-pn
// settled, the lines of 2 stopped at such a node before the game's
// end.)
func (s *pnSearch) reprove() {
	p := s.p
	share, noSubsume, limit, aborted := s.share, s.noSubsume, p.Limit, p.Aborted
	s.share, s.noSubsume, p.Limit, p.Aborted = nil, true, p.Nodes+lineReproveNodes, false
	s.ttPut(s.key(), pnEntry{pn: 1, dn: 1}, 1)
	s.mid(pnInf, pnInf, 0)
	s.share, s.noSubsume, p.Limit, p.Aborted = share, noSubsume, limit, aborted
}

// lineReproveNodes bounds each reprove of a line: the line is read
// after the solve's time is up, and a node is proved again only to name
// its move (past the budget the line stops short of the game's end, as
// it did before).
const lineReproveNodes = 500_000
