package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"cabezacat/store"
	"cabezacat/tui/table"
)

// journal is the tables' Journal on the server's store: every move is
// committed before the table shows it (table.Journal).
type journal struct {
	st *store.Store
}

// storeTimeout bounds one write: a store that hangs turns into a refused
// move, not a table that never answers.
const storeTimeout = 30 * time.Second

func ctxStore() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), storeTimeout)
}

// setupJSON is a table's setup as the store keeps it: what reopens the
// table (the moves and clocks are the store's own rows).
type setupJSON struct {
	Kind       string  `json:"kind"`
	BaseMS     int64   `json:"base_ms,omitempty"`
	IncMS      int64   `json:"inc_ms,omitempty"`
	Position   string  `json:"position,omitempty"`
	Size       int     `json:"size,omitempty"`
	Density    float64 `json:"density,omitempty"`
	Seed       uint64  `json:"seed,omitempty"`
	Rated      bool    `json:"rated,omitempty"`
	MatchFirst int64   `json:"match_first,omitempty"`
}

func encodeSetup(s table.Setup) []byte {
	b, _ := json.Marshal(setupJSON{Kind: s.Kind.String(), BaseMS: s.Clock.Base.Milliseconds(), IncMS: s.Clock.Inc.Milliseconds(),
		Position: s.Position, Size: s.Size, Density: s.Density, Seed: s.Seed, Rated: s.Rated, MatchFirst: s.MatchFirst})
	return b
}

// setupOf is a stored game's table setup, with its moves and clocks, to
// reopen it.
func setupOf(g store.Game) (table.Setup, error) {
	var j setupJSON
	if err := json.Unmarshal(g.Setup, &j); err != nil {
		return table.Setup{}, fmt.Errorf("game %d's setup: %v", g.ID, err)
	}
	s := table.Setup{Kind: table.Cabeza, Clock: table.TimeControl{Base: time.Duration(j.BaseMS) * time.Millisecond, Inc: time.Duration(j.IncMS) * time.Millisecond},
		Position: j.Position, Size: j.Size, Density: j.Density, Seed: j.Seed, Rated: j.Rated, MatchFirst: j.MatchFirst, GameID: g.ID}
	if j.Kind == "catcat" {
		s.Kind = table.Catcat
	}
	for _, m := range g.Moves {
		s.Moves = append(s.Moves, m.Text)
	}
	if s.Clock.On() {
		s.Left = g.Left
	}
	return s, nil
}

// Pool is the rating pool of a table's games: the game and, for Cabeza,
// the time control's class by lichess's estimate (base + 40 × increment:
// under 3 minutes bullet, under 8 blitz, under 25 rapid, else classical;
// no clock: correspondence). Catch the Cat has one pool: a match is
// scored by the course's points, not by the clock.
func Pool(s table.Setup) string {
	if s.Kind == table.Catcat {
		return "catcat"
	}
	if !s.Clock.On() {
		return "cabeza/correspondence"
	}
	est := s.Clock.Base + 40*s.Clock.Inc
	switch {
	case est < 3*time.Minute:
		return "cabeza/bullet"
	case est < 8*time.Minute:
		return "cabeza/blitz"
	case est < 25*time.Minute:
		return "cabeza/rapid"
	}
	return "cabeza/classical"
}

func (j journal) Begin(g table.JournalGame) (int64, error) {
	ctx, cancel := ctxStore()
	defer cancel()
	rec := store.Game{Table: g.Code, Kind: g.Setup.Kind.String(), Setup: encodeSetup(g.Setup), Rated: g.Setup.Rated,
		MatchFirst: g.Setup.MatchFirst, Started: g.Started, Left: g.Left}
	if g.Setup.Rated {
		rec.Pool = Pool(g.Setup)
	}
	for i, id := range g.Seats {
		rec.Seats[i] = store.Seat{Player: id.Player, Name: id.Name}
	}
	for i, mv := range g.Setup.Moves {
		rec.Moves = append(rec.Moves, store.Move{Ply: i + 1, Text: mv, Left: g.Left, At: g.Started})
	}
	return j.st.BeginGame(ctx, rec)
}

func (j journal) Move(id int64, ply int, move string, left [2]time.Duration, at time.Time) error {
	ctx, cancel := ctxStore()
	defer cancel()
	return j.st.Move(ctx, id, store.Move{Ply: ply, Text: move, Left: left, At: at})
}

func (j journal) TakeBack(id int64, plies int, left [2]time.Duration) error {
	ctx, cancel := ctxStore()
	defer cancel()
	return j.st.TakeBack(ctx, id, plies, left)
}

func (j journal) Chat(id int64, who, line string) error {
	ctx, cancel := ctxStore()
	defer cancel()
	return j.st.AddChat(ctx, id, who, line)
}

func (j journal) Adjourn(id int64, why string, left [2]time.Duration) error {
	ctx, cancel := ctxStore()
	defer cancel()
	return j.st.Adjourn(ctx, id, why, left)
}

func (j journal) Finish(id int64, f table.JournalEnd) (string, error) {
	ctx, cancel := ctxStore()
	defer cancel()
	e := store.Ending{Reason: f.Reason, Left: f.Left}
	switch f.Winner {
	case 0, 1, table.Draw:
		score := map[int]float64{0: 1, 1: 0, table.Draw: 0.5}[f.Winner]
		e.Score = &score
	}
	if f.PointsOK {
		e.Points = &f.Points
	}
	g, err := j.st.Game(ctx, id, 0)
	if err != nil {
		return "", err
	}
	extra := ""
	if g.Rated && e.Score != nil {
		switch {
		case g.Kind != "catcat":
			e.Rate, e.RateScore = true, *e.Score
		case g.MatchFirst != 0:
			// The match's second game: the course's points of both
			// games decide it (catcat.Tally.Points).
			if e.RateScore, extra, err = j.matchScore(ctx, g, f); err != nil {
				return "", err
			}
			e.Rate = true
		}
	}
	g, err = j.st.Finish(ctx, id, e)
	if err != nil {
		return "", err
	}
	words := ratingWords(g)
	if extra != "" && words != "" {
		return extra + "; " + words, nil
	}
	return extra + words, nil
}

// matchScore is the match's score for seat 0 of its second game: each
// player's points as cat and as catcher, summed; the higher sum wins, an
// equal one draws.
func (j journal) matchScore(ctx context.Context, second store.Game, f table.JournalEnd) (float64, string, error) {
	first, err := j.st.Game(ctx, second.MatchFirst, 0)
	if err != nil {
		return 0, "", fmt.Errorf("the match's first game: %v", err)
	}
	if first.Points == nil || !f.PointsOK {
		return 0, "", fmt.Errorf("the match's games have no points")
	}
	var total [2]float64 // by the second game's seats
	for i := range total {
		total[i] = f.Points[i]
		for k := range first.Seats {
			if first.Seats[k].Player == second.Seats[i].Player {
				total[i] += first.Points[k]
			}
		}
	}
	score := 0.5
	switch {
	case total[0] > total[1]:
		score = 1
	case total[0] < total[1]:
		score = 0
	}
	return score, fmt.Sprintf("match points: %s %s, %s %s", second.Seats[0].Name, fmtPoints(total[0]), second.Seats[1].Name, fmtPoints(total[1])), nil
}

func fmtPoints(p float64) string {
	if p == math.Trunc(p) {
		return fmt.Sprintf("%.0f", p)
	}
	return fmt.Sprintf("%.1f", p)
}

// ratingWords says a rated game's new ratings: "ratings: alice 1662 (+162), carol 1338 (-162)".
func ratingWords(g store.Game) string {
	if g.After[0] == nil || g.After[1] == nil {
		return ""
	}
	w := "ratings:"
	for i := range g.Seats {
		d := math.Round(*g.After[i]) - math.Round(*g.Before[i])
		sep := ","
		if i == 0 {
			sep = ""
		}
		w += fmt.Sprintf("%s %s %.0f (%+.0f)", sep, g.Seats[i].Name, math.Round(*g.After[i]), d)
	}
	return w
}
