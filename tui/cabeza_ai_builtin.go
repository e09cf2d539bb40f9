package tui

import (
	"context"

	"cabezacat/ai"
	"cabezacat/cabeza"
)

// The built-in Cabeza engine of the ai package: one engine (with its own
// transposition table) per AI side, searching within its level's limits.
func init() {
	newCabezaSearcher = func(level int) cabezaSearcher {
		lim, opts := ai.CabezaLevel(level)
		e := ai.NewCabezaEngine(opts)
		return func(ctx context.Context, g cabeza.Game, progress func(engineInfo)) (cabeza.Move, bool) {
			r := e.Search(ctx, g, lim, func(in ai.Info) {
				progress(engineInfo{Depth: in.Depth, Score: in.Score.String(), Nodes: in.Nodes, Time: in.Time, NPS: in.NPS, PV: in.PV})
			})
			return r.Move, r.OK
		}
	}
}
