package serve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cabezacat/store"
	"cabezacat/store/storetest"
	"cabezacat/tui/table"
)

func TestExportWritesFinishedGamesOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, st *store.Store) {
		ctx := context.Background()
		moves := quickCabezaGame(t)
		j := journal{st}
		setup := table.Setup{Kind: table.Cabeza}
		id, err := j.Begin(table.JournalGame{Code: "ABCD", Setup: setup, Seats: [2]table.Identity{{Name: "alice"}, {Name: "bob"}}, Started: time.Now()})
		if err != nil {
			t.Fatal(err)
		}
		for i, mv := range moves {
			if err := j.Move(id, i+1, mv, [2]time.Duration{}, time.Now()); err != nil {
				t.Fatal(err)
			}
		}
		// One still in progress: not exported.
		if _, err := j.Begin(table.JournalGame{Code: "EFGH", Setup: setup, Started: time.Now()}); err != nil {
			t.Fatal(err)
		}
		if _, err := j.Finish(id, table.JournalEnd{Winner: 0, Reason: "red crushed blue's Cabeza"}); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		n, err := Export(ctx, st, dir)
		if err != nil || n != 1 {
			t.Fatalf("Export = %d, %v; want 1 game", n, err)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
		if len(files) != 1 || !strings.HasPrefix(filepath.Base(files[0]), "cabeza-game-") {
			t.Fatalf("files %v", files)
		}
		text, _ := os.ReadFile(files[0])
		for _, want := range []string{`[Red "human (alice)"]`, moves[0], moves[len(moves)-1]} {
			if !strings.Contains(string(text), want) {
				t.Fatalf("the record lacks %q:\n%s", want, text)
			}
		}
		if n, err := Export(ctx, st, dir); err != nil || n != 0 {
			t.Fatalf("exporting again = %d, %v; want 0", n, err)
		}
	})
}
