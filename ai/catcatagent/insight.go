package catcatagent

import "cabezacat/catcat"

// Insight is what the agents see in a position, for an analysis
// overlay: the move a level would play, a shortest way out for the cat,
// and how hard the catcher's task is.
type Insight struct {
	Move        catcat.Cell   // the level's move for the side to move (the cat's cell when there is none)
	EscapeRoute []catcat.Cell // a shortest way out, from the cat's first step to a border cell; nil when shut in or out
	TwoDistance int           // the cat's two-distance: moves to the border if the catcher blocks each wanted step once; -1 when there is none
	ShutIn      bool          // no way out is left: the catcher will win
	Room        int           // when shut in, the cells the cat can still reach (its own included)
}

// Analyse looks at pos as the agents of level do. It costs one
// move of that level plus a few board walks.
func Analyse(pos catcat.Position, level Level) Insight {
	var in Insight
	if pos.Turn() == catcat.CatToMove {
		in.Move = CatMove(pos, level)
	} else {
		in.Move = CatcherMove(pos, level)
	}

	d := distancesPool.Get().(*catcat.Distances)
	defer distancesPool.Put(d)
	dist := d.FromBorder(pos)
	s := pos.Size()
	here := pos.CatIndex()
	// dist counts the cat's cell as free: walk down it from there. Shut
	// in, the cat's own distance is Unreachable and the walk stops.
	for !s.IsBorderIndex(here) {
		next := -1
		for _, n := range s.NeighbourIndices(here) {
			if n >= 0 && !pos.IsBlockedIndex(int(n)) && dist[n] != catcat.Unreachable && (next < 0 || dist[n] < dist[next]) {
				next = int(n)
			}
		}
		if next < 0 || dist[here] == catcat.Unreachable || dist[next] >= dist[here] {
			break
		}
		in.EscapeRoute = append(in.EscapeRoute, s.CellAt(next))
		here = next
	}
	if len(in.EscapeRoute) > 0 && !s.IsBorder(in.EscapeRoute[len(in.EscapeRoute)-1]) {
		in.EscapeRoute = nil
	}

	search := getCatSearch(pos)
	defer putCatSearch(search)
	search.twoDistance()
	if t := search.twoOf(int16(pos.CatIndex())); t != catcatNoDistance {
		in.TwoDistance = t
	} else {
		in.TwoDistance = -1
	}
	if !s.IsBorderIndex(pos.CatIndex()) {
		if toBorder, room := search.catRoom(); toBorder == catcatNoDistance {
			in.ShutIn, in.Room = true, room
		}
	}
	return in
}
