package serve

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"cabezacat/store"
	"cabezacat/tui/table"
)

// DatabaseOf is the store a config names: its Database, or the SQLite
// file beside the host key (the server's data folder).
func DatabaseOf(cfg Config) (string, error) {
	if cfg.Database != "" {
		return cfg.Database, nil
	}
	key := cfg.HostKey
	if key == "" {
		dir, err := DataDir()
		if err != nil {
			return "", err
		}
		key = filepath.Join(dir, "host_ed25519")
	}
	return filepath.Join(filepath.Dir(key), store.DefaultFile), nil
}

// Export writes every finished game of the store as a text record into
// dir, as the rest of the program reads them (the menu's "Open a saved
// game", `cabezacat cabeza --load`): KIND-game-ID.txt, one per game. A
// file already there is left alone, so exporting again adds only the
// games finished since. It returns how many files it wrote.
func Export(ctx context.Context, st *store.Store, dir string) (int, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return 0, err
	}
	games, err := st.GamesIn(ctx, store.Finished)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, g := range games {
		path := filepath.Join(dir, fmt.Sprintf("%s-game-%06d.txt", g.Kind, g.ID))
		if _, err := os.Lstat(path); err == nil {
			continue
		}
		full, err := st.Game(ctx, g.ID, 0)
		if err != nil {
			return n, err
		}
		setup, err := setupOf(full)
		if err != nil {
			return n, err
		}
		names := [2]string{"human (" + g.Seats[0].Name + ")", "human (" + g.Seats[1].Name + ")"}
		text, err := table.RecordText(setup, names, g.Reason, g.Ended)
		if err != nil {
			return n, fmt.Errorf("game %d: %w", g.ID, err)
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return n, err
		}
		_, err = f.Write(text)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
