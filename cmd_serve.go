package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

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
Anyone may enter unless --authorized-keys names the keys that may.

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
	if cfg.MaxCabezaLevel < tui.CabezaMinLevel || cfg.MaxCabezaLevel > tui.CabezaMaxLevel {
		return usagef("--max-cabeza-level %d: want %d to %d", cfg.MaxCabezaLevel, tui.CabezaMinLevel, tui.CabezaMaxLevel)
	}
	if cfg.MaxCatcatLevel < tui.CatcatMinLevel || cfg.MaxCatcatLevel > tui.CatcatMaxLevel {
		return usagef("--max-catcat-level %d: want %d to %d", cfg.MaxCatcatLevel, tui.CatcatMinLevel, tui.CatcatMaxLevel)
	}
	srv, err := serve.New(cfg)
	if err != nil {
		return usageError{err}
	}
	ln, err := srv.Listen()
	if err != nil {
		return err
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
