package puzzle

import (
	"context"
	"math/rand/v2"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/catcatagent"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// The games puzzles are mined from: the engines against themselves at
// several levels, each game fixed by its seed (levels, random opening
// moves, the low levels' random choices), so a run is made again by
// its command line on any machine. Depth limits only, never time: a
// loaded machine must not change the moves.

// CabezaLevels are the engine levels the generator's games pair at
// random (the low levels' mistakes leave wins for the other side).
var CabezaLevels = []int{1, 2, 3, 4}

// cabezaSelfPlay is one game's positions and its winner's side (ok
// false for a draw).
func cabezaSelfPlay(ctx context.Context, seed uint64) (positions []cabeza.Position, winner cabeza.Player, ok bool) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5851F42D4C957F2D))
	var engines [2]*cabezaengine.Engine
	var lims [2]search.Limits
	for s := range engines {
		lv := CabezaLevels[rng.IntN(len(CabezaLevels))]
		lim, opts := cabezaengine.Level(lv)
		lim.Time = 0
		opts.Seed = seed*2 + uint64(s) + 1
		opts.TTMegabytes = 1
		engines[s], lims[s] = cabezaengine.New(opts), lim
	}
	g := cabeza.NewGame(cabeza.Start())
	opening := 2 + rng.IntN(5) // random first moves, for variety
	for !g.Status().Over() && ctx.Err() == nil {
		var m cabeza.Move
		if g.Ply() < opening {
			moves := g.LegalMoves()
			m = moves[rng.IntN(len(moves))]
		} else {
			res := engines[g.Side()].Search(ctx, *g, lims[g.Side()], nil)
			if !res.OK {
				break
			}
			m = res.Move
		}
		if g.Play(m) != nil {
			break
		}
	}
	for i := 0; i <= g.Ply(); i++ {
		positions = append(positions, g.PositionAt(i))
	}
	st := g.Status()
	return positions, st.Winner, st.Over() && !st.IsDraw()
}

// CatcatSizes are the board sizes the generator's games are played on.
var CatcatSizes = []catcat.Size{9, 13, 17, 21}

// catcatSelfPlay is one game's positions and whether the cat won.
func catcatSelfPlay(seed uint64, sizes []catcat.Size) (positions []catcat.Position, catWon bool, ok bool) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5851F42D4C957F2D))
	size := sizes[rng.IntN(len(sizes))]
	density := 0.02 + 0.08*rng.Float64()
	catLv := catcatagent.Levels[rng.IntN(len(catcatagent.Levels))]
	catcherLv := catcatagent.Levels[rng.IntN(len(catcatagent.Levels))]
	pos, err := catcat.RandomStart(size, density, rng.Uint64())
	if err != nil {
		return nil, false, false
	}
	positions = append(positions, pos)
	for !pos.Outcome().Over() && len(positions) < size.Cells()+1 {
		var c catcat.Cell
		if pos.Turn() == catcat.CatToMove {
			c = catcatagent.CatMove(pos, catLv)
		} else {
			c = catcatagent.CatcherMove(pos, catcherLv)
		}
		next, err := pos.Play(c)
		if err != nil {
			break
		}
		pos = next
		positions = append(positions, pos)
	}
	w, ok := pos.Outcome().Winner()
	return positions, w == catcat.CatToMove, ok
}
