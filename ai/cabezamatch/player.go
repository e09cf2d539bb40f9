package cabezamatch

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/internal/cmdline"
)

// Player is one side of an engine match: search limits and engine
// options, and the text it was read from. With Engine set it is an engine
// program run by that command line, with Limits.Time per move (and a
// depth up to ProgramMaxDepth, if given).
type Player struct {
	Name    string
	Limits  search.Limits
	Options cabezaengine.Options
	Engine  string
}

// ProgramMoveTime is an engine program's time per move when none is given.
const ProgramMoveTime = time.Second

// ParsePlayer reads an engine setting for a match: comma-separated
// items, applied left to right, so a level can be adjusted after it:
//
//	level=N            the limits and options of level N (1–6)
//	depth=N nodes=N    search limits (0 clears one)
//	time=DUR           a time limit, e.g. 100ms
//	random=N           Randomness in hundredths
//	tt=MB              transposition table size
//	weights=NAME       the evaluation's weights: a set cabezaengine.NamedWeights knows
//	threads=N          threads a search runs on (Lazy SMP; default 1)
//	no-race no-threats no-guard no-mobility            evaluation terms off
//	no-threat-search no-reductions                     search features off
//	null-move                                          null-move pruning on
//
//	engine:CMD         an engine program: CMD and its arguments, to the
//	                   end of the setting (commas and all); time= before
//	                   it is its time per move (default 1s), depth= (up
//	                   to 12) its depth
//
// Example: "level=4,no-guard", "time=500ms,engine:./cabeza". The empty
// string is an error: a player needs at least a depth, node or time limit
// to end its moves.
func ParsePlayer(text string) (Player, error) {
	p := Player{Name: text}
	if strings.TrimSpace(text) == "" {
		return p, fmt.Errorf("empty engine setting: want e.g. level=3 or depth=4,no-race")
	}
	settings := text
	if i := strings.Index(text, "engine:"); i >= 0 && (i == 0 || text[i-1] == ',') {
		settings, p.Engine = strings.TrimSuffix(text[:i], ","), strings.TrimSpace(text[i+len("engine:"):])
		if _, err := cmdline.Split(p.Engine); err != nil {
			return p, fmt.Errorf("engine:%s: %v", p.Engine, err)
		}
		if settings == "" {
			p.Limits.Time = ProgramMoveTime
			return p, nil
		}
	}
	for _, item := range strings.Split(settings, ",") {
		item = strings.TrimSpace(item)
		name, value, hasValue := strings.Cut(item, "=")
		flag := map[string]*bool{
			"no-race": &p.Options.NoRace, "no-threats": &p.Options.NoThreats,
			"no-guard": &p.Options.NoGuard, "no-mobility": &p.Options.NoMobility,
			"no-threat-search": &p.Options.NoThreatSearch, "no-reductions": &p.Options.NoReductions,
			"null-move": &p.Options.NullMove,
		}
		if f, ok := flag[name]; ok {
			if hasValue {
				return p, fmt.Errorf("%q: %s takes no value", item, name)
			}
			*f = true
			continue
		}
		if !hasValue {
			return p, fmt.Errorf("%q: unknown setting (want level=, depth=, nodes=, time=, random=, tt=, weights=, threads=, a no-… switch or null-move)", item)
		}
		num := func(lo, hi int64) (int64, error) {
			n, err := strconv.ParseInt(value, 10, 64)
			if err != nil || n < lo || n > hi {
				return 0, fmt.Errorf("%q: want a whole number from %d to %d", item, lo, hi)
			}
			return n, nil
		}
		var err error
		var n int64
		switch name {
		case "level":
			if n, err = num(cabezaengine.MinLevel, int64(cabezaengine.MaxLevel)); err == nil {
				p.Limits, p.Options = cabezaengine.Level(int(n))
			}
		case "depth":
			if n, err = num(0, search.MaxDepth); err == nil {
				p.Limits.Depth = int(n)
			}
		case "nodes":
			if n, err = num(0, 1<<40); err == nil {
				p.Limits.Nodes = n
			}
		case "random":
			if n, err = num(0, 10000); err == nil {
				p.Options.Randomness = int(n)
			}
		case "tt":
			if n, err = num(1, 4096); err == nil {
				p.Options.TTMegabytes = int(n)
			}
		case "weights":
			w, werr := cabezaengine.NamedWeights(value)
			if werr != nil {
				return p, fmt.Errorf("%q: %v", item, werr)
			}
			p.Options.Weights = &w
		case "threads":
			if n, err = num(1, cabezaengine.MaxThreads); err == nil {
				p.Options.Threads = int(n)
			}
		case "time":
			d, perr := time.ParseDuration(value)
			if perr != nil || d < 0 || d > time.Hour {
				return p, fmt.Errorf("%q: want a duration up to 1h, e.g. 100ms", item)
			}
			p.Limits.Time = d
		default:
			return p, fmt.Errorf("%q: unknown setting %q", item, name)
		}
		if err != nil {
			return p, err
		}
	}
	if p.Engine != "" {
		switch {
		case p.Options != (cabezaengine.Options{}) || p.Limits.Nodes != 0:
			return p, fmt.Errorf("%q: an engine program takes time= and depth= only", text)
		case p.Limits.Depth > cabezaconsole.ProgramMaxDepth:
			return p, fmt.Errorf("%q: depth %d: an engine program gets at most %d (the original's tables end there)", text, p.Limits.Depth, cabezaconsole.ProgramMaxDepth)
		case p.Limits.Time == 0:
			p.Limits.Time = ProgramMoveTime
		}
		return p, nil
	}
	if p.Limits.Unlimited() {
		return p, fmt.Errorf("%q: no depth, nodes or time limit: a move would never end", text)
	}
	return p, nil
}
