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
		e := cabezaengine.New(opts)
		return func(ctx context.Context, g cabeza.Game, clock *search.Clock, progress func(enginepanel.Info)) (cabeza.Move, error) {
			lim := lim
			if clock != nil {
				lim = lim.WithClock(*clock) // the level's depth and time cap stay
			}
			r := e.Search(ctx, g, lim, func(in search.Info) {
				progress(enginepanel.Info{Depth: in.Depth, Score: in.Score.String(), Nodes: in.Nodes, Time: in.Time, NPS: in.NPS, PV: in.PV})
			})
			if !r.OK {
				return r.Move, errNoMove
			}
			return r.Move, nil
		}
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
		search := func(ctx context.Context, g cabeza.Game, clock *search.Clock, progress func(enginepanel.Info)) (cabeza.Move, error) {
			start := time.Now()
			limits := limits
			if clock != nil {
				limits.Time, _ = clock.Budget() // a program spends its move time whole: the share
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
