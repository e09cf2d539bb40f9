package serve

import (
	"context"
	"errors"
	"fmt"
	"math"

	"cabezacat/internal/plural"
	"cabezacat/store"
	"cabezacat/tui"
	"cabezacat/tui/table"
)

// playerAccount is a player's account as their TUI sees it: every
// method asks the store for this player's rows only.
type playerAccount struct {
	s  *Server
	v  visitor
	id table.Identity
}

// accountOf is a visitor's account, or nil for a guest.
func (s *Server) accountOf(v visitor) tui.Account {
	if v.player == 0 {
		return nil
	}
	return &playerAccount{s: s, v: v, id: table.Identity{Name: v.name, Key: v.key, Player: v.player}}
}

func (a *playerAccount) ctx() (context.Context, context.CancelFunc) { return ctxStore() }

func (a *playerAccount) Offers() []tui.Offer {
	var out []tui.Offer
	open := map[int64]bool{}
	for _, i := range a.s.lobby.Waiting(a.id) {
		out = append(out, tui.Offer{Title: fmt.Sprintf("your seat at %s is waiting (%s, %s)", i.Code, i.Kind.Title(), plural.Count(i.Moves, "move")), Code: i.Code})
	}
	for _, i := range a.s.lobby.List() {
		if !i.Ended { // an adjourned game's table stays listed while anyone sits at it
			open[i.GameID] = true
		}
	}
	ctx, cancel := a.ctx()
	defer cancel()
	games, err := a.s.store.Games(ctx, a.v.player, store.Filter{State: store.Adjourned, Limit: 20})
	if err != nil {
		a.s.log.Printf("%v: adjourned games: %v", a.v, err)
		return out
	}
	for _, g := range games {
		if open[g.ID] {
			continue // reopened already: its seat is offered above
		}
		opp := g.Seats[1].Name
		if g.Seats[1].Player == a.v.player {
			opp = g.Seats[0].Name
		}
		out = append(out, tui.Offer{Title: fmt.Sprintf("your adjourned %s game with %s", kindTitle(g.Kind), opp), GameID: g.ID})
	}
	return out
}

func kindTitle(kind string) string {
	if kind == "catcat" {
		return table.Catcat.Title()
	}
	return table.Cabeza.Title()
}

func (a *playerAccount) Take(o tui.Offer) (*table.Sub, error) {
	code := o.Code
	if o.GameID != 0 {
		ctx, cancel := a.ctx()
		defer cancel()
		g, err := a.s.store.Game(ctx, o.GameID, a.v.player)
		if err != nil {
			return nil, err
		}
		switch g.State {
		case store.Adjourned:
		case store.Playing: // the opponent took it up first: the menu now offers the seat
			return nil, errors.New("your opponent resumed that game first: the menu offers your seat")
		default:
			return nil, errors.New("that game has ended since the menu offered it")
		}
		setup, err := setupOf(g)
		if err != nil {
			return nil, err
		}
		if err := a.s.store.Resume(ctx, g.ID); err != nil {
			return nil, err
		}
		seats := [2]table.Identity{{Name: g.Seats[0].Name, Player: g.Seats[0].Player}, {Name: g.Seats[1].Name, Player: g.Seats[1].Player}}
		if code, err = a.s.lobby.Reopen(setup, seats); err != nil {
			_ = a.s.store.Adjourn(ctx, g.ID, g.Reason, g.Left)
			return nil, err
		}
	}
	t, err := a.s.lobby.Find(code)
	if err != nil {
		return nil, err
	}
	sub, err := t.Join(a.id, false, "")
	if errors.Is(err, table.ErrOver) && o.GameID == 0 {
		// The offer was made before the game ended (the seat's grace
		// ran out while the menu was shown): say so; the menu asks for
		// the offers again, and an adjourned game is among them.
		return nil, fmt.Errorf("the game at %s has ended since you left; the menu shows what waits for you now", code)
	}
	return sub, err
}

func (a *playerAccount) AddKey(line string) (string, error) {
	k, err := store.ParseKeyLine(line)
	if err != nil {
		return "", err
	}
	ctx, cancel := a.ctx()
	defer cancel()
	if err := a.s.store.AddKey(ctx, a.v.player, k); err != nil {
		return "", err
	}
	a.s.log.Printf("%v added key %s", a.v, k.Fingerprint)
	return "added key " + k.Fingerprint + ": it logs in as " + a.v.name + " now", nil
}

// Pools lists the rating pools.
func (a *playerAccount) Pools() []string {
	return []string{"cabeza/bullet", "cabeza/blitz", "cabeza/rapid", "cabeza/classical", "cabeza/correspondence", "catcat"}
}

func standingOf(st store.Standing) tui.Standing {
	return tui.Standing{Handle: st.Handle, Pool: st.Pool, Rating: st.Rating.Rating, Deviation: st.Rating.Deviation,
		Provisional: st.Provisional(), Games: st.Games, Wins: st.Wins, Draws: st.Draws, Losses: st.Losses}
}

func (a *playerAccount) Profile() (tui.Profile, error) {
	ctx, cancel := a.ctx()
	defer cancel()
	p := tui.Profile{Handle: a.v.name}
	sts, err := a.s.store.Standings(ctx, a.v.player)
	if err != nil {
		return p, err
	}
	for _, st := range sts {
		out := standingOf(st)
		hist, err := a.s.store.History(ctx, a.v.player, st.Pool)
		if err != nil {
			return p, err
		}
		for _, h := range hist {
			out.History = append(out.History, tui.RatingPoint{At: h.At, Rating: h.Rating})
		}
		p.Standings = append(p.Standings, out)
	}
	keys, err := a.s.store.Keys(ctx, a.v.player)
	if err != nil {
		return p, err
	}
	p.Keys = len(keys)
	games, err := a.s.store.Games(ctx, a.v.player, store.Filter{State: store.Finished, Limit: 100000})
	p.Games = len(games)
	return p, err
}

func (a *playerAccount) Games(f tui.GameFilter) ([]tui.GameLine, error) {
	ctx, cancel := a.ctx()
	defer cancel()
	games, err := a.s.store.Games(ctx, a.v.player, store.Filter{Kind: f.Kind, Opponent: f.Opponent, Result: f.Result})
	if err != nil {
		return nil, err
	}
	var out []tui.GameLine
	for _, g := range games {
		out = append(out, gameLine(g, a.v.player))
	}
	return out, nil
}

// gameLine is a game of the archive as the player's "My games" lists it.
// A rated Catch the Cat table is a match of two games rated as one, on
// the second (the manual's "Rated games"): each says which it is, so
// the first, rated but with no change of its own, does not read as a
// rating lost.
func gameLine(g store.Game, player int64) tui.GameLine {
	me := 0
	if g.Seats[1].Player == player {
		me = 1
	}
	kind := table.Cabeza
	if g.Kind == "catcat" {
		kind = table.Catcat
	}
	l := tui.GameLine{ID: g.ID, Kind: g.Kind, When: g.Started, Opponent: g.Seats[1-me].Name, Side: kind.SideName(me),
		Result: g.Result(player), Reason: g.Reason, Rated: g.Rated, State: g.State}
	switch {
	case g.MatchFirst != 0:
		l.Match = 2
	case g.Rated && kind == table.Catcat:
		l.Match = 1
	}
	if g.After[me] != nil && g.Before[me] != nil {
		d := math.Round(*g.After[me]) - math.Round(*g.Before[me])
		l.Change = &d
	}
	return l
}

func (a *playerAccount) Record(id int64) (string, []byte, error) {
	ctx, cancel := a.ctx()
	defer cancel()
	g, err := a.s.store.Game(ctx, id, a.v.player)
	if err != nil {
		return "", nil, err
	}
	setup, err := setupOf(g)
	if err != nil {
		return "", nil, err
	}
	var names [2]string
	for i, st := range g.Seats {
		names[i] = "human (" + st.Name + ")"
	}
	when := g.Ended
	if when.IsZero() {
		when = g.Started
	}
	text, err := table.RecordText(setup, names, g.Reason, when)
	return g.Kind, text, err
}

func (a *playerAccount) Settings() ([]byte, error) {
	ctx, cancel := a.ctx()
	defer cancel()
	return a.s.store.Settings(ctx, a.v.player)
}

func (a *playerAccount) SaveSettings(settings []byte) error {
	ctx, cancel := a.ctx()
	defer cancel()
	return a.s.store.SaveSettings(ctx, a.v.player, settings)
}

// LoadProgress and SaveProgress keep the trainers' progress in the
// account (common.ProgressStore).
func (a *playerAccount) LoadProgress(trainer string) ([]byte, error) {
	ctx, cancel := a.ctx()
	defer cancel()
	return a.s.store.Progress(ctx, a.v.player, trainer)
}

func (a *playerAccount) SaveProgress(trainer string, data []byte) error {
	ctx, cancel := a.ctx()
	defer cancel()
	return a.s.store.SaveProgress(ctx, a.v.player, trainer, data)
}

func (a *playerAccount) Leaderboard(pool string) ([]tui.Standing, error) {
	ctx, cancel := a.ctx()
	defer cancel()
	sts, err := a.s.store.Leaderboard(ctx, pool, 50)
	if err != nil {
		return nil, err
	}
	out := make([]tui.Standing, len(sts))
	for i, st := range sts {
		out[i] = standingOf(st)
	}
	return out, nil
}
