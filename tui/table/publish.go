package table

// publish sends every subscriber the table as it is now, replacing a
// snapshot it has not read yet.
func (s *state) publish() {
	snap := s.snapshot()
	// A player's snapshot differs from the spectators' in its chat (when
	// their seat muted the spectators) and its rematch token: made once
	// per seat.
	var bySeat [3]*Snapshot
	for _, sub := range s.subs {
		i := sub.seat + 1
		if bySeat[i] == nil {
			mine := snap
			mine.Chat = s.chatFor(sub.seat)
			mine.Rematch = s.rematchFor(sub.seat)
			bySeat[i] = &mine
		}
		select {
		case <-sub.ch:
		default:
		}
		sub.ch <- *bySeat[i]
	}
	s.lobby.setInfo(s.info())
}

func (s *state) snapshot() Snapshot {
	snap := Snapshot{
		Code: s.t.code, Setup: s.setup, Moves: s.game.moves(), ToMove: s.game.toMove(),
		Clock: s.clock, Running: s.running, At: s.at, Request: s.request,
		Ended: s.ended, Event: s.event, Saved: s.saved, Muted: s.muted, Outcome: s.outcome,
	}
	for i, st := range s.seats {
		snap.Seats[i] = SeatView{Name: st.ident.Name, Taken: st.taken, Present: st.present > 0}
	}
	for _, sub := range s.subs {
		if sub.seat == Spectator {
			snap.Watch++
		}
	}
	return snap
}

func (s *state) info() Info {
	i := Info{Code: s.t.code, Kind: s.setup.Kind, Clock: s.setup.Clock, Setup: s.setup, Moves: len(s.game.moves()), Ended: s.ended != "", Opened: s.opened, GameID: s.gameID}
	for n, st := range s.seats {
		i.Seats[n] = SeatView{Name: st.ident.Name, Taken: st.taken, Present: st.present > 0}
		i.owners[n] = st.ident
	}
	return i
}
