package arena

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

// Standing is one player's line of the leaderboard.
type Standing struct {
	Player         string        `json:"agent"`
	Points         float64       `json:"points"`
	CatPoints      float64       `json:"cat_points"`
	CatcherPoints  float64       `json:"catcher_points"`
	Games          int           `json:"games"` // as cat plus as catcher
	Wins           int           `json:"wins"`
	CatWins        int           `json:"cat_wins"`
	CatcherWins    int           `json:"catcher_wins"`
	AverageMoves   float64       `json:"average_moves"` // the player's own moves per game
	CPU            time.Duration `json:"cpu_ns"`
	CPUPerMove     time.Duration `json:"cpu_per_move_ns"`
	InvalidMoves   int           `json:"invalid_moves"` // games it lost by an invalid move or misbehaving
	ownMovesPlayed int
}

// Pairing is one cat against one catcher over all the starts.
type Pairing struct {
	Cat            string  `json:"cat"`
	Catcher        string  `json:"catcher"`
	Games          int     `json:"games"`
	CatWins        int     `json:"cat_wins"`
	CatcherWins    int     `json:"catcher_wins"`
	CatPoints      float64 `json:"cat_points"`
	CatcherPoints  float64 `json:"catcher_points"`
	AverageMoves   float64 `json:"average_moves"` // moves of both sides per game
	CatInvalid     int     `json:"cat_invalid"`
	CatcherInvalid int     `json:"catcher_invalid"`
}

// Leaderboard totals each player's games, best total points first (ties
// in the order the players were given).
func (a *Result) Leaderboard() []Standing {
	st := make([]Standing, len(a.Players))
	for i, p := range a.Players {
		st[i].Player = p.Name
	}
	for _, g := range a.Games {
		if !g.Outcome.Over() {
			continue // not played (the run was stopped)
		}
		cat, catcher := &st[g.Cat], &st[g.Catcher]
		cat.Games++
		catcher.Games++
		cat.CatPoints += g.CatPoints
		catcher.CatcherPoints += g.CatcherPoints
		cat.CPU += g.CPUCat
		catcher.CPU += g.CPUCatcher
		cat.ownMovesPlayed += g.CatMoves
		catcher.ownMovesPlayed += g.CatcherMoves
		if w, _ := g.Outcome.Winner(); w == catcat.CatToMove {
			cat.Wins++
			cat.CatWins++
		} else {
			catcher.Wins++
			catcher.CatcherWins++
		}
		switch g.Outcome {
		case catcat.CatInvalidMove:
			cat.InvalidMoves++
		case catcat.CatcherInvalidMove:
			catcher.InvalidMoves++
		}
	}
	for i := range st {
		s := &st[i]
		s.Points = s.CatPoints + s.CatcherPoints
		if s.Games > 0 {
			s.AverageMoves = float64(s.ownMovesPlayed) / float64(s.Games)
		}
		if s.ownMovesPlayed > 0 {
			s.CPUPerMove = s.CPU / time.Duration(s.ownMovesPlayed)
		}
	}
	slices.SortStableFunc(st, func(x, y Standing) int { return cmp.Compare(y.Points, x.Points) })
	return st
}

// Pairings totals every (cat, catcher) pair, in the order cat, catcher.
func (a *Result) Pairings() []Pairing {
	n := len(a.Players)
	pr := make([]Pairing, n*n)
	moves := make([]int, n*n)
	for cat := range n {
		for catcher := range n {
			pr[cat*n+catcher].Cat = a.Players[cat].Name
			pr[cat*n+catcher].Catcher = a.Players[catcher].Name
		}
	}
	for _, g := range a.Games {
		if !g.Outcome.Over() {
			continue
		}
		k := g.Cat*n + g.Catcher
		p := &pr[k]
		p.Games++
		p.CatPoints += g.CatPoints
		p.CatcherPoints += g.CatcherPoints
		moves[k] += g.CatMoves + g.CatcherMoves
		if w, _ := g.Outcome.Winner(); w == catcat.CatToMove {
			p.CatWins++
		} else {
			p.CatcherWins++
		}
		switch g.Outcome {
		case catcat.CatInvalidMove:
			p.CatInvalid++
		case catcat.CatcherInvalidMove:
			p.CatcherInvalid++
		}
	}
	for k := range pr {
		if pr[k].Games > 0 {
			pr[k].AverageMoves = float64(moves[k]) / float64(pr[k].Games)
		}
	}
	return pr
}

// WriteText prints the leaderboard and the pair table, aligned, for a
// terminal.
func (a *Result) WriteText(w io.Writer) error {
	c := a.Config
	games := plural.Count(len(a.Games), "game")
	if p := a.Played(); p < len(a.Games) {
		games = fmt.Sprintf("%d of %d games", p, len(a.Games))
	}
	fmt.Fprintf(w, "Catch the Cat arena: %d×%d, %s, density %g, seed %d, K %g, %s\n\n",
		c.Size, c.Size, plural.Count(c.States, "start"), c.Density, c.Seed, c.K, games)
	if a.Containment != "" {
		fmt.Fprintf(w, "programs: %v CPU and %v wall clock a move; contained by %s\n\n", c.MoveCPU, c.MoveTimeout, a.Containment)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "#\tagent\tpoints\tas cat\tas catcher\twins\tcat wins\tcatcher wins\tavg moves\tCPU\tCPU/move\tinvalid\t")
	for i, s := range a.Leaderboard() {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d/%d\t%d\t%d\t%.1f\t%s\t%s\t%d\t\n",
			i+1, s.Player, fixed(s.Points, 2), fixed(s.CatPoints, 2), fixed(s.CatcherPoints, 2), s.Wins, s.Games,
			s.CatWins, s.CatcherWins, s.AverageMoves, roundCPU(s.CPU), roundCPU(s.CPUPerMove), s.InvalidMoves)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "cat\tcatcher\tgames\tcat wins\tcatcher wins\tcat points\tcatcher points\tavg moves\tinvalid cat/catcher\t")
	for _, p := range a.Pairings() {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%s\t%s\t%.1f\t%d/%d\t\n",
			p.Cat, p.Catcher, p.Games, p.CatWins, p.CatcherWins, fixed(p.CatPoints, 2), fixed(p.CatcherPoints, 2),
			p.AverageMoves, p.CatInvalid, p.CatcherInvalid)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if reasons := a.failureSummary(); reasons != "" {
		fmt.Fprintf(w, "\ninvalid moves:\n%s", reasons)
	}
	return nil
}

// failureSummary lists, per player and reason kind, how many games were
// lost and the first reason given, so a broken program is seen at once.
func (a *Result) failureSummary() string {
	type key struct {
		player int
		kind   forfeit.Kind
	}
	counts := map[key]int{}
	first := map[key]string{}
	var order []key
	for _, g := range a.Games {
		if g.Failure == 0 {
			continue
		}
		k := key{g.Cat, g.Failure}
		if g.Outcome == catcat.CatcherInvalidMove {
			k.player = g.Catcher
		}
		if counts[k] == 0 {
			order = append(order, k)
			first[k] = g.Reason
		}
		counts[k]++
	}
	var b strings.Builder
	for _, k := range order {
		fmt.Fprintf(&b, "  %s: %d× %s (first: %s)\n", a.Players[k.player].Name, counts[k], k.kind, first[k])
	}
	return b.String()
}

// roundCPU keeps CPU times readable: microseconds below a millisecond,
// else milliseconds.
func roundCPU(d time.Duration) time.Duration {
	if d < time.Millisecond {
		return d.Round(time.Microsecond)
	}
	return d.Round(time.Millisecond)
}

// fixed writes v with prec decimals, never as "-0.00": a score of 0
// less a few microseconds of CPU time rounds to zero, which has no sign.
func fixed(v float64, prec int) string {
	s := strconv.FormatFloat(v, 'f', prec, 64)
	if strings.Trim(s, "-0.") == "" {
		return strings.TrimPrefix(s, "-")
	}
	return s
}
