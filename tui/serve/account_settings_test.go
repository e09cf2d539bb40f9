package serve

import (
	"context"
	"strings"
	"testing"

	"cabezacat/store"
	"cabezacat/store/storetest"
	"cabezacat/tui"
	"cabezacat/tui/settings"
)

// A player's settings live in their account: saved from one visit, in
// effect at the next; a guest's are the defaults and saved nowhere; a
// terminal without colour stays without, whatever the account says.
func TestServeKeepsAPlayersSettingsInTheAccount(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ts := startServer(t, func(c *Config) { c.Database = b.DSN })
			p, err := ts.Store().Claim(context.Background(), "alice", store.Key{Fingerprint: "SHA256:alice", Line: "ssh-ed25519 AAAA"})
			if err != nil {
				t.Fatal(err)
			}
			acct := ts.accountOf(visitor{name: "alice", key: "SHA256:alice", player: p.ID})
			var logged []string
			log := func(s string) { logged = append(logged, s) }

			first := withAccountSettings(tui.Options{}, acct, false, log)
			if first.SettingsStore == nil || first.ASCII || first.Settings.CabezaLevel != 0 {
				t.Fatalf("a new player's first visit: %+v", first.Settings)
			}
			want := settings.Settings{ASCII: true, CabezaLevel: 4, Theme: "light"}
			if err := first.SettingsStore.Save(want); err != nil {
				t.Fatal(err)
			}

			next := withAccountSettings(tui.Options{}, ts.accountOf(visitor{name: "alice", key: "SHA256:alice", player: p.ID}), false, log)
			if !next.ASCII || next.Settings.CabezaLevel != 4 || next.Theme != tui.ThemeLight {
				t.Fatalf("the next visit has %+v (ASCII %v, theme %v), want what was saved", next.Settings, next.ASCII, next.Theme)
			}
			if mono := withAccountSettings(tui.Options{}, acct, true, log); !mono.NoColor {
				t.Fatal("a terminal without colour was given colour by the account")
			}
			if guest := withAccountSettings(tui.Options{}, ts.accountOf(visitor{name: "guest"}), false, log); guest.SettingsStore != nil || guest.ProgressStore != nil || guest.ASCII {
				t.Fatalf("a guest got a settings or progress store or someone's settings: %+v", guest.Settings)
			}

			// The trainers' progress goes to the account, and comes back on
			// the next visit; it is not another player's.
			if first.ProgressStore == nil {
				t.Fatal("a player's trainers get no progress store")
			}
			if err := first.ProgressStore.SaveProgress("puzzles", []byte(`{"version":1,"streak":{"cabeza":3}}`)); err != nil {
				t.Fatal(err)
			}
			if got, err := next.ProgressStore.LoadProgress("puzzles"); err != nil || !strings.Contains(string(got), `"cabeza":3`) {
				t.Fatalf("the next visit's puzzles: %q, %v", got, err)
			}
			if got, _ := ts.Store().Progress(context.Background(), p.ID, "puzzles"); !strings.Contains(string(got), `"cabeza":3`) {
				t.Fatalf("the store holds %q", got)
			}

			// Settings the server can no longer read: the defaults, and the
			// log says why.
			if err := ts.Store().SaveSettings(context.Background(), p.ID, []byte(`{"version": 99}`)); err != nil {
				t.Fatal(err)
			}
			odd := withAccountSettings(tui.Options{}, acct, false, log)
			if odd.ASCII || len(logged) != 1 || !strings.Contains(logged[0], "could not be read") {
				t.Fatalf("unreadable saved settings: ASCII %v, log %q", odd.ASCII, logged)
			}
		})
	}
}
