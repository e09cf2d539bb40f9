package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/internal/plural"
	"cabezacat/store"
	"cabezacat/tui"
	"cabezacat/tui/serve"
)

// newServeCmd is `cabezacat serve`: the TUI for visitors over SSH.
func newServeCmd() *cobra.Command {
	d := serve.Defaults()
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Host the game over SSH: every visitor gets the TUI, and tables for two",
		Long: `serve hosts cabezacat over SSH. Every visitor (ssh -p PORT HOST) gets the
whole TUI in their own terminal, and can open a table for two, join one
by its code, or watch. The host key is made on first start and reused.
Anyone may enter unless --authorized-keys names the keys that may. A
visitor with a public key is a player (the first visit claims a handle);
one without is a guest (casual tables and watching).

The store (players, ratings, every table game move by move) is a SQLite
file beside the host key unless --db names a PostgreSQL server
(postgres://…). A server killed mid-game loses nothing: at the next start
every game in progress is adjourned at its last move and offered to its
players. "serve export" writes the finished games as text records;
"serve backup FILE" copies the store while the server runs.

SIGINT or SIGTERM shuts down cleanly: visitors are told, and every game
in progress is saved as a record under --records.`,
		Example: "  cabezacat serve\n  cabezacat serve --listen 0.0.0.0:2222 --authorized-keys ~/.ssh/authorized_keys",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(cmd, d)
		},
	}
	f := cmd.Flags()
	f.String("listen", d.Listen, "address to listen on (host:port); 0.0.0.0 opens it to the network")
	f.String("host-key", "", "the host's private key file, made on first start (default: cabezacat/host_ed25519 in the user's config dir)")
	f.String("authorized-keys", "", "an authorized_keys file: only these public keys may enter (default: anyone)")
	f.Int("max-sessions", d.MaxSessions, "visitors at once")
	f.Duration("idle", d.Idle, "close a session after this long without a key")
	f.Int("rate", d.RatePerMinute, "new sessions per minute from one address")
	f.Int("max-cabeza-level", d.MaxCabezaLevel, "the strongest Cabeza AI level a visitor may start (1-6)")
	f.Int("max-catcat-level", d.MaxCatcatLevel, "the strongest Catch the Cat AI level a visitor may start (1-3)")
	f.Int("max-searches", d.MaxSearches, "AI searches (moves and analysis) running at once on the whole server")
	f.Duration("grace", d.Grace, "how long a dropped player's seat waits before the game is adjourned")
	f.Duration("keepalive", d.Keepalive, "ask each client for a sign of life this often (0: never), to notice a dead network")
	f.Int("keepalive-count", d.KeepaliveCount, "close a connection that leaves a keepalive unanswered for this many intervals")
	f.Duration("login-timeout", d.LoginTimeout, "close a connection not logged in (key exchange, authentication) this long after connecting")
	f.Duration("start-timeout", d.StartTimeout, "close a logged-in connection that starts no session this long after logging in or after its last session")
	f.Int("max-pending", d.MaxPending, "connections not yet in a session, in all; a new one beyond them is closed at once")
	f.Int("max-pending-per-address", d.MaxPendingPerAddress, "connections not yet in a session from one address; a new one beyond them is closed at once")
	f.String("records", "", "folder for saved games (default: cabezacat/games in the user's config dir)")
	f.String("db", "", "the store: a SQLite file, or a postgres:// URL (default: cabezacat.db beside the host key)")
	cmd.AddCommand(newServeExportCmd(), newServeBackupCmd())
	return cmd
}

// storeFlags are the flags that find a server's store, for its
// subcommands.
func storeFlags(cmd *cobra.Command) {
	cmd.Flags().String("db", "", "the store: a SQLite file, or a postgres:// URL (default: cabezacat.db beside the host key)")
	cmd.Flags().String("host-key", "", "the server's host key file, whose folder holds the default store")
}

func openServeStore(cmd *cobra.Command) (*store.Store, error) {
	cfg := serve.Defaults()
	cfg.Database, _ = cmd.Flags().GetString("db")
	cfg.HostKey, _ = cmd.Flags().GetString("host-key")
	db, err := serve.DatabaseOf(cfg)
	if err != nil {
		return nil, err
	}
	if !store.IsPostgres(db) {
		if _, err := os.Stat(db); err != nil {
			return nil, usagef("no store at %s (give --db or --host-key as the server has them)", db)
		}
	}
	return store.Open(cmd.Context(), db)
}

// newServeExportCmd is `cabezacat serve export`: the store's finished
// games as text records.
func newServeExportCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the store's finished games as text records (the format the rest of the program reads)",
		Long: `export writes every finished table game in the server's store as a text
record, KIND-game-ID.txt, into --out (default: the server's records folder).
Files already there are kept: exporting again adds the games finished since.`,
		Example: "  cabezacat serve export --out ./games",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			st, err := openServeStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			out, _ := cmd.Flags().GetString("out")
			if out == "" {
				dir, err := serve.DataDir()
				if err != nil {
					return err
				}
				out = filepath.Join(dir, "games")
			}
			n, err := serve.Export(cmd.Context(), st, out)
			fmt.Fprintf(cmd.OutOrStdout(), "exported %s to %s\n", plural.Count(n, "game"), out)
			return err
		},
	}
	storeFlags(cmd)
	cmd.Flags().String("out", "", "folder for the records (default: cabezacat/games in the user's config dir)")
	return cmd
}

// newServeBackupCmd is `cabezacat serve backup FILE`.
func newServeBackupCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "backup FILE",
		Short: "Copy the server's store to FILE while the server runs",
		Long: `backup copies a SQLite store to a new FILE, consistently, while the server
goes on writing (VACUUM INTO). A PostgreSQL store is PostgreSQL's to copy:
backup says so and names pg_dump, which takes a consistent snapshot online.`,
		Example: "  cabezacat serve backup /var/backups/cabezacat-$(date +%F).db",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if db, _ := cmd.Flags().GetString("db"); store.IsPostgres(db) {
				return store.ErrPostgresBackup // said before connecting: it would fail anyway, or say this after
			}
			st, err := openServeStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			if err := st.Backup(cmd.Context(), args[0]); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "copied %s to %s\n", st.Where(), args[0])
			return nil
		},
	}
	storeFlags(cmd)
	return cmd
}

func runServe(cmd *cobra.Command, cfg serve.Config) error {
	f := cmd.Flags()
	cfg.Listen, _ = f.GetString("listen")
	cfg.HostKey, _ = f.GetString("host-key")
	cfg.AuthorizedKeys, _ = f.GetString("authorized-keys")
	cfg.MaxSessions, _ = f.GetInt("max-sessions")
	cfg.Idle, _ = f.GetDuration("idle")
	cfg.RatePerMinute, _ = f.GetInt("rate")
	cfg.MaxCabezaLevel, _ = f.GetInt("max-cabeza-level")
	cfg.MaxCatcatLevel, _ = f.GetInt("max-catcat-level")
	cfg.MaxSearches, _ = f.GetInt("max-searches")
	cfg.Grace, _ = f.GetDuration("grace")
	cfg.Keepalive, _ = f.GetDuration("keepalive")
	cfg.KeepaliveCount, _ = f.GetInt("keepalive-count")
	cfg.LoginTimeout, _ = f.GetDuration("login-timeout")
	cfg.StartTimeout, _ = f.GetDuration("start-timeout")
	cfg.MaxPending, _ = f.GetInt("max-pending")
	cfg.MaxPendingPerAddress, _ = f.GetInt("max-pending-per-address")
	cfg.RecordDir, _ = f.GetString("records")
	cfg.Database, _ = f.GetString("db")
	if cfg.MaxCabezaLevel < tui.CabezaMinLevel || cfg.MaxCabezaLevel > tui.CabezaMaxLevel {
		return usagef("--max-cabeza-level %d: want %d to %d", cfg.MaxCabezaLevel, tui.CabezaMinLevel, tui.CabezaMaxLevel)
	}
	if cfg.MaxCatcatLevel < tui.CatcatMinLevel || cfg.MaxCatcatLevel > tui.CatcatMaxLevel {
		return usagef("--max-catcat-level %d: want %d to %d", cfg.MaxCatcatLevel, tui.CatcatMinLevel, tui.CatcatMaxLevel)
	}
	if _, _, err := net.SplitHostPort(cfg.Listen); err != nil {
		why := err.Error()
		if ae, ok := err.(*net.AddrError); ok {
			why = ae.Err // "missing port in address", without the address again
		}
		return usagef("--listen %q: %s; want host:port, such as 127.0.0.1:2222", cfg.Listen, why)
	}
	srv, err := serve.New(cfg)
	if err != nil {
		return usageError{err}
	}
	ln, err := srv.Listen()
	if err != nil {
		// "bind: address already in use", not net's "listen tcp
		// 127.0.0.1:2222: bind: …", which says the address twice.
		var op *net.OpError
		if errors.As(err, &op) {
			err = op.Err
		}
		return fmt.Errorf("--listen %s: %w", cfg.Listen, err)
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "cabezacat serve: listening on %s (host key %s); join with: %s\n", ln.Addr(), srv.HostKey(), joinCommand(ln.Addr().String()))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(cmd.ErrOrStderr(), "cabezacat serve: shutting down: telling visitors, saving games")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return err
	}
	return <-served
}

// joinCommand is the ssh command a visitor types to reach a server
// listening on addr. An address that listens on every interface names no
// host a visitor can use, so HOST stands in for this machine's name.
func joinCommand(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "ssh -p PORT HOST"
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "HOST"
	}
	return "ssh -p " + port + " " + host
}
