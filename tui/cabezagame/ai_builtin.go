package cabezagame

import (
	"context"
	"time"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
)

// The built-in Cabeza engine (cabezaengine): one engine (with its own
// transposition table) per AI side, searching within its level's limits.
func init() {
	newCabezaSearcher = func(level, threads int) cabezaSearcher {
		lim, opts := cabezaengine.Level(level)
		if level >= cabezaengine.MaxLevel {
			opts.Threads = threads
		}
		return builtinSearcher(cabezaengine.New(opts), lim)
	}
	newCabezaProgram = func(command string, moveTime time.Duration) (cabezaSearcher, func(), error) {
		p, err := cabezaconsole.NewProgram(command)
		if err != nil {
			return nil, nil, err
		}
		limits := cabezaProgramLimits
		if moveTime > 0 {
			limits.Time = moveTime
		}
		search := func(ctx context.Context, g cabeza.Game, req aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error) {
			start := time.Now()
			limits := limits
			if req.clock != nil {
				limits.Time, _ = req.clock.Budget() // a program spends its move time whole: the share
			}
			return p.Move(ctx, g, limits, func(in cabezaconsole.ProgramInfo) {
				score := in.Score
				if score == "" {
					score = "?" // the original prints none
				}
				took := time.Duration(in.Time) * time.Millisecond
				if in.Time == 0 {
					took = time.Since(start)
				}
				var nps int64
				if took > 0 {
					nps = int64(float64(in.Nodes) / took.Seconds())
				}
				progress(enginepanel.Info{Depth: in.Depth, Score: score, Nodes: in.Nodes, Time: took, NPS: nps, PV: in.PV})
			})
		}
		return search, p.Close, nil
	}
}

// cabezaProgramLimits is what an engine program gets for a move in the
// TUI unless its side says how long (Player.EngineTime): two seconds (and
// a second's grace before it loses on time).
var cabezaProgramLimits = search.Limits{Time: gamesetup.DefaultEngineTime}

// builtinSearcher is the AI of a side played by e within lim (a level's
// limits): on its side's clock when it has one, or on the person's time.
func builtinSearcher(e *cabezaengine.Engine, lim search.Limits) cabezaSearcher {
	return func(ctx context.Context, g cabeza.Game, req aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error) {
		lim := lim
		switch {
		case req.ponder != nil:
			lim.Ponder = req.ponder // the hit brings the clock, if any
		case req.clock != nil:
			lim = lim.WithClock(*req.clock) // the level's depth and time cap stay
		}
		r := e.Search(ctx, g, lim, func(in search.Info) {
			progress(enginepanel.Info{Depth: in.Depth, Score: in.Score.String(), Nodes: in.Nodes, Time: in.Time, NPS: in.NPS, PV: in.PV})
		})
		switch {
		case !r.OK:
			return r.Move, errNoMove
		case req.ponder != nil && r.Depth < lim.Depth && !r.Score.IsDecided() && ctx.Err() == nil:
			// Stopped by its bound (or by its time after the hit, when
			// the move is the level's own: a time cap cut it as it
			// would cut any search of the level).
			if !req.ponder.Taken() {
				return r.Move, errPonderCut
			}
		}
		return r.Move, nil
	}
}
