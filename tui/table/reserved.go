package table

import (
	"fmt"
	"time"

	"cabezacat/internal/panics"
	"cabezacat/internal/plural"
)

// Reopen opens a table whose seats are kept for two players: a game
// adjourned in the store, resumed (setup.GameID, setup.Moves, setup.Left),
// or a rated match's second game. Each player sits by being themselves
// (Join with their Identity); the clock starts when both are there; a
// seat nobody takes within the grace period adjourns the game again. A
// table with a Journal stores a new game at once, so it waits in the
// store whoever comes.
func (l *Lobby) Reopen(setup Setup, seats [2]Identity) (code string, err error) {
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return "", ErrShutdown
	}
	if len(l.tables) >= l.cfg.MaxTables {
		l.mu.Unlock()
		return "", fmt.Errorf("this server has %s open, its limit: try again later", plural.Count(len(l.tables), "table"))
	}
	code = l.newCode()
	t, s, err := newTable(l, code, setup)
	if err != nil {
		l.mu.Unlock()
		return "", err
	}
	s.reserved = true
	for i := range s.seats {
		s.seats[i] = seat{taken: true, ident: seats[i], token: newToken()}
	}
	now := l.cfg.Clock.Now()
	if err := s.journalBegin(now); err != nil {
		l.mu.Unlock()
		return "", fmt.Errorf("the game could not be stored: %v", err)
	}
	s.event = "the seats are kept for " + nameOr(seats[0].Name, "red") + " and " + nameOr(seats[1].Name, "blue")
	l.tables[code] = t
	l.infos[code] = s.info()
	l.wg.Add(1)
	l.mu.Unlock()
	// Nobody sits yet: each seat's grace runs from now.
	for i := range s.seats {
		seatNo := i
		s.lobby.afterFunc(l.cfg.Grace, "table "+code+"'s grace timer", func() {
			s.t.send(request{kind: reqGrace, seat: seatNo, epoch: 0})
		})
	}
	panics.Go(func() {
		defer l.wg.Done()
		s.run()
	}, l.report("table "+code))
	return code, nil
}

// Waiting lists the tables where a seat is kept for id and nobody sits in
// it: the seats a returning player is offered.
func (l *Lobby) Waiting(id Identity) []Info {
	var out []Info
	for _, i := range l.List() {
		if i.Ended {
			continue
		}
		for n, sv := range i.Seats {
			if sv.Taken && !sv.Present && sameIdentity(id, i.owners[n]) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// nextOfMatch opens a rated Catch the Cat match's second game when its
// first has just finished with a winner: the same board, the roles
// swapped, the seats kept for both. It says where, or "".
func (s *state) nextOfMatch() string {
	if !s.setup.Rated || s.setup.Kind != Catcat || s.setup.MatchFirst != 0 || s.gameID == 0 {
		return ""
	}
	if w := reasonWinner(s.setup.Kind, s.ended); w == NoResult && s.winnerByRules() == NoResult {
		return "" // adjourned: the match waits with it
	}
	next := s.setup
	next.Moves, next.Left, next.GameID, next.MatchFirst = nil, [2]time.Duration{}, 0, s.gameID
	code, err := s.lobby.Reopen(next, [2]Identity{s.seats[1].ident, s.seats[0].ident})
	if err != nil {
		s.lobby.log(fmt.Sprintf("table %s: opening the match's second game: %v", s.t.code, err))
		return "the match's second game could NOT be opened: " + err.Error()
	}
	return fmt.Sprintf("game 2 of the match: table %s, roles swapped", code)
}
