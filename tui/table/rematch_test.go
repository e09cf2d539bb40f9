package table

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// After a game, both players ask for a rematch: a new table opens with
// the same setup and the colours swapped, each player's seat held by a
// token that only their own snapshot carries, and spectators follow.
func TestTableRematchSwapsColours(t *testing.T) {
	for _, setup := range []Setup{
		{Kind: Cabeza, Clock: TimeControl{Base: time.Minute}},
		{Kind: Catcat, Size: 9, Density: 0.05, Seed: 3},
	} {
		t.Run(setup.Kind.String(), func(t *testing.T) {
			l, _, _ := newTestLobby(t)
			a, b := openPair(t, l, setup)
			tb, _ := l.Find(a.Code())
			c, err := tb.Join(Identity{Name: "carol"}, true, "")
			if err != nil {
				t.Fatal(err)
			}
			next := catcatMoveFor(setup)
			if setup.Kind == Cabeza {
				next = firstMove
			}
			playMoves(t, []*Sub{a}, next, nil)
			if err := a.Rematch(); err == nil || !strings.Contains(err.Error(), "after the game") {
				t.Fatalf("a rematch during the game: %v", err)
			}
			if err := b.Resign(); err != nil {
				t.Fatal(err)
			}
			if err := c.Rematch(); !errors.Is(err, ErrSpectator) {
				t.Fatalf("a spectator asked for a rematch: %v", err)
			}
			if err := a.Rematch(); err != nil {
				t.Fatal(err)
			}
			snap := await(t, b, "the offer", func(s Snapshot) bool { return s.Rematch.Asked[0] })
			if !strings.Contains(snap.Event, "asks for a rematch") || snap.Rematch.Code != "" {
				t.Fatalf("the offer: %q %+v", snap.Event, snap.Rematch)
			}
			if err := b.Rematch(); err != nil {
				t.Fatal(err)
			}
			snaps := map[*Sub]Snapshot{}
			for _, s := range []*Sub{a, b, c} {
				snaps[s] = await(t, s, "the rematch", func(s Snapshot) bool { return s.Rematch.Code != "" })
			}
			if snaps[c].Rematch.Token != "" || snaps[a].Rematch.Token == "" || snaps[a].Rematch.Token == snaps[b].Rematch.Token {
				t.Fatalf("tokens: alice %q bob %q carol %q", snaps[a].Rematch.Token, snaps[b].Rematch.Token, snaps[c].Rematch.Token)
			}
			// Someone with no token cannot take a held seat.
			nt, err := l.Find(snaps[a].Rematch.Code)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := nt.Join(Identity{Name: "mallory"}, false, ""); !errors.Is(err, ErrFull) {
				t.Fatalf("a stranger sat at the rematch: %v", err)
			}
			a2, err := a.JoinRematch(snaps[a])
			if err != nil {
				t.Fatal(err)
			}
			// A held seat taken is someone sitting down, not coming back.
			if ev := await(t, a2, "alice seated", func(s Snapshot) bool { return s.Seats[1].Present }).Event; ev != "alice sat down as "+setup.Kind.SideName(1) {
				t.Fatalf("the rematch's word: %q", ev)
			}
			b2, err := b.JoinRematch(snaps[b])
			if err != nil {
				t.Fatal(err)
			}
			c2, err := c.JoinRematch(snaps[c])
			if err != nil {
				t.Fatal(err)
			}
			if a2.Seat != 1 || b2.Seat != 0 || c2.Seat != Spectator {
				t.Fatalf("seats at the rematch: alice %d bob %d carol %d (want 1 0 spectator)", a2.Seat, b2.Seat, c2.Seat)
			}
			ns := await(t, c2, "both players", func(s Snapshot) bool { return s.Seats[0].Present && s.Seats[1].Present })
			if ns.Seats[0].Name != "bob" || ns.Seats[1].Name != "alice" || len(ns.Moves) != 0 || ns.Over() {
				t.Fatalf("the rematch: %+v", ns)
			}
			if ns.Setup.Size != setup.Size || ns.Setup.Seed != setup.Seed || ns.Setup.Density != setup.Density || ns.Setup.Position != setup.Position {
				t.Fatalf("the rematch's start %+v is not the game's %+v", ns.Setup, setup)
			}

			// The new game is played with the roles swapped: bob moves first.
			if err := a2.Play(next(t, nil)); !errors.Is(err, ErrNotYourTurn) {
				t.Fatalf("alice moved first at the rematch: %v", err)
			}
			if err := b2.Play(next(t, nil)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A rematch offer can be declined, and needs the opponent still there.
func TestTableRematchDeclinedAndAfterALeave(t *testing.T) {
	l, _, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	if err := a.Resign(); err != nil {
		t.Fatal(err)
	}
	if err := b.Decline(); err == nil {
		t.Fatal("declined a rematch nobody offered")
	}
	if err := b.Rematch(); err != nil {
		t.Fatal(err)
	}
	if err := a.Decline(); err != nil {
		t.Fatal(err)
	}
	snap := await(t, b, "declined", func(s Snapshot) bool { return strings.Contains(s.Event, "declined the rematch") })
	if snap.Rematch.Asked != [2]bool{} {
		t.Fatalf("asked after decline: %v", snap.Rematch.Asked)
	}
	b.Leave()
	if err := a.Rematch(); err == nil || !strings.Contains(err.Error(), "has left the table") {
		t.Fatalf("rematch with the opponent gone: %v", err)
	}
}

// A held seat whose player never comes is given up after the grace
// period: the rematch's table closes.
func TestTableRematchHeldSeatsExpire(t *testing.T) {
	l, clk, sv := newTestLobby(t)
	a, snap := agreedRematch(t, l)
	a2, err := a.JoinRematch(snap)
	if err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Minute) // bob never comes
	end := await(t, a2, "the end", func(s Snapshot) bool { return s.Over() })
	if !strings.Contains(end.Ended, "did not come back") {
		t.Fatalf("ended %q", end.Ended)
	}
	if n := len(sv.records()); n != 0 {
		t.Fatalf("%d records saved of a rematch with no move", n)
	}
}

// A screen joins the rematch off its event loop, and its player may
// leave the old table before the answer arrives: the place found is then
// given up, never held "present" for no one. Left first, the join is
// ErrLeft; joined first and left before the screen took the place, the
// leave gives it up; taken, it is the taker's and a leave of the old
// table keeps it.
func TestTableRematchPlaceNotTakenIsGivenUp(t *testing.T) {
	for _, order := range []string{"left before the join", "left before the take", "taken, then left"} {
		t.Run(order, func(t *testing.T) {
			l, _, _ := newTestLobby(t)
			a, snap := agreedRematch(t, l)
			nt, err := l.Find(snap.Rematch.Code)
			if err != nil {
				t.Fatal(err)
			}
			wantPresent := false
			switch order {
			case "left before the join":
				a.Leave()
				if next, err := a.JoinRematch(snap); !errors.Is(err, ErrLeft) || next != nil {
					t.Fatalf("joined after leaving: %v, %v", next, err)
				}
			case "left before the take":
				next, err := a.JoinRematch(snap)
				if err != nil {
					t.Fatal(err)
				}
				a.Leave()
				if a.TakeRematch(next) {
					t.Fatal("took a place its Sub had given up")
				}
			case "taken, then left":
				next, err := a.JoinRematch(snap)
				if err != nil {
					t.Fatal(err)
				}
				if !a.TakeRematch(next) || a.TakeRematch(next) {
					t.Fatal("the place was not handed over exactly once")
				}
				a.Leave()
				wantPresent = true
			}
			// A spectator's first snapshot is the table as it is now.
			w, err := nt.Join(Identity{Name: "watcher"}, true, "")
			if err != nil {
				t.Fatal(err)
			}
			now := await(t, w, "a snapshot", func(Snapshot) bool { return true })
			if got := now.Seats[1].Present; got != wantPresent { // alice plays blue at the rematch
				t.Fatalf("alice's seat at the rematch present %v, want %v: %+v", got, wantPresent, now.Seats)
			}
		})
	}
}

// agreedRematch opens a Cabeza table for alice and bob, ends its game
// (alice resigns) and agrees a rematch: alice's place and the snapshot
// that announces it.
func agreedRematch(t *testing.T, l *Lobby) (*Sub, Snapshot) {
	t.Helper()
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	if err := a.Resign(); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Sub{a, b} {
		if err := s.Rematch(); err != nil {
			t.Fatal(err)
		}
	}
	return a, await(t, a, "the rematch", func(s Snapshot) bool { return s.Rematch.Code != "" })
}
