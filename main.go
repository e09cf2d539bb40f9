// Command cabezacat is a terminal client for Cabeza and Catch the Cat.
//
// With no arguments it opens the TUI at the main menu; subcommands start a
// game directly or run the engines from a shell (see README.md).
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/internal/plural"
	"cabezacat/tui"
	"cabezacat/tui/serve"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run executes the command line and returns the process exit status:
// 0 on success, 2 for a usage error (bad flag, argument or input), 1 for
// anything else. Errors are printed as one line on stderr.
func run(args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	fmt.Fprintf(os.Stderr, "cabezacat: %v\n", err)
	var ue usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "cabezacat",
		Short: "Play Cabeza and Catch the Cat in the terminal",
		Long: `cabezacat is a terminal client for two board games, Cabeza and
Catch the Cat: play against the built-in AI, hot-seat with a friend,
watch the AI play itself, or drive the engines from a shell.

With no arguments it opens the main menu.`,
		Example:       "  cabezacat\n  cabezacat catcat start --size 13 --seed 7",
		Args:          noArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMenu(cmd)
		},
	}
	addDisplayFlags(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return usageError{err}
	})
	root.AddCommand(newGameCmd(gameCabeza), newGameCmd(gameCatcat), newServeCmd())
	return root
}

// usageError marks a mistake in how the command was called (a bad flag,
// argument or input). It exits with status 2, as the issues require, so
// scripts can tell "you called me wrong" from "something failed".
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

// usagef returns a usageError with a formatted message.
func usagef(format string, a ...any) error {
	return usageError{fmt.Errorf(format, a...)}
}

// noArgs rejects positional arguments as a usage error.
// A command with subcommands (cabezacat, cabezacat cabeza) names them:
// a word there is most likely a mistyped or unknown command.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var subs []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			subs = append(subs, c.Name())
		}
	}
	if len(subs) > 0 {
		return usagef("%s: no command %q (its commands: %s; %s --help says more)", cmd.CommandPath(), args[0], strings.Join(subs, ", "), cmd.CommandPath())
	}
	return usagef("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
}

// exactArgs wants exactly n positional arguments, named in the message.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("%s wants %s (got %s)", cmd.CommandPath(), what, plural.Count(len(args), "argument"))
		}
		return nil
	}
}

// A game's parent command (`cabezacat cabeza`, `cabezacat catcat`) and the
// subcommands registered under it.
const (
	gameCabeza = "cabeza"
	gameCatcat = "catcat"
)

// subcommands maps a game to the constructors of its subcommands. Each
// game's file (cabeza.go, catcat.go) registers its subcommands from init,
// so the commands of one game grow without touching the other's.
var subcommands = map[string][]func() *cobra.Command{}

func registerSubcommand(game string, newCmd func() *cobra.Command) {
	subcommands[game] = append(subcommands[game], newCmd)
}

// gameStarters maps a game to what its parent command does when run
// without a subcommand (start that game in the TUI). A game without one
// opens the menu.
var gameStarters = map[string]func(cmd *cobra.Command, args []string) error{}

// gameFlags maps a game to what adds the flags of its bare command (the
// direct game start: sides, position, board), set from the starter's init.
var gameFlags = map[string]func(cmd *cobra.Command){}

var gameDocs = map[string]struct{ short, long string }{
	gameCabeza: {
		short: "Play Cabeza, or run its engine from a shell",
		long: `Cabeza: two players roll blocks across a 10x10 board; crush the
opponent's Cabeza or bring your own to the far home row.

Without a subcommand it opens a Cabeza game in the TUI.`,
	},
	gameCatcat: {
		short: "Play Catch the Cat, or run its agents and arena",
		long: `Catch the Cat: a cat escapes across a hex board while the catcher
blocks one cell per turn.

Without a subcommand it opens a Catch the Cat game in the TUI.`,
	},
}

func newGameCmd(game string) *cobra.Command {
	doc := gameDocs[game]
	cmd := &cobra.Command{
		Use:   game,
		Short: doc.short,
		Long:  doc.long,
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if start, ok := gameStarters[game]; ok {
				return start(cmd, args)
			}
			return runMenu(cmd)
		},
	}
	if addFlags, ok := gameFlags[game]; ok {
		addFlags(cmd)
	}
	for _, newSub := range subcommands[game] {
		cmd.AddCommand(newSub())
	}
	return cmd
}

// A player flag of a game command (--red, --cat, …) and where its value goes.
type playerFlag struct {
	name string
	into *tui.Player
}

// readPlayers sets each side from its flag. For a loaded game a flag the
// user did not give leaves the record's player in place.
func readPlayers(cmd *cobra.Command, loaded bool, parse func(string) (tui.Player, error), sides ...playerFlag) error {
	for _, side := range sides {
		if loaded && !cmd.Flags().Changed(side.name) {
			continue
		}
		v, _ := cmd.Flags().GetString(side.name)
		p, err := parse(v)
		if err != nil {
			return usagef("--%s: %v", side.name, err)
		}
		*side.into = p
	}
	return nil
}

// loadFlag returns the --load file, refusing it beside a flag that also
// says what the game is (the others, described by what).
func loadFlag(cmd *cobra.Command, what string, others ...string) (string, error) {
	file, _ := cmd.Flags().GetString("load")
	if file == "" {
		return "", nil
	}
	for _, f := range others {
		if cmd.Flags().Changed(f) {
			return "", usagef("--load and --%s both say %s: give one", f, what)
		}
	}
	return file, nil
}

// Display flags shared by every command that opens the TUI.
func addDisplayFlags(cmd *cobra.Command) {
	cmd.PersistentFlags().Bool("no-color", false, "draw without colour (NO_COLOR is honoured too)")
	cmd.PersistentFlags().Bool("ascii", false, "draw with ASCII glyphs only")
	cmd.PersistentFlags().String("theme", "", "colours for a dark or a light terminal background: dark|light (default dark, or "+themeEnv+")")
}

// themeEnv names the environment variable that picks the theme when
// --theme is not given. The terminal is never asked for its background.
const themeEnv = "CABEZACAT_THEME"

// displayOptions reads the display flags and the environment.
func displayOptions(cmd *cobra.Command) (tui.Options, error) {
	noColor, _ := cmd.Flags().GetBool("no-color")
	ascii, _ := cmd.Flags().GetBool("ascii")
	if os.Getenv("NO_COLOR") != "" { // no-color.org: set and not empty
		noColor = true
	}
	opts := tui.Options{NoColor: noColor, ASCII: ascii}
	name, _ := cmd.Flags().GetString("theme")
	from := "--theme"
	if !cmd.Flags().Changed("theme") {
		name, from = os.Getenv(themeEnv), themeEnv
	}
	if name != "" {
		theme, err := tui.ParseTheme(name)
		if err != nil {
			return opts, usagef("%s: %v", from, err)
		}
		opts.Theme = theme
	}
	return opts, nil
}

func runMenu(cmd *cobra.Command) error {
	opts, err := displayOptions(cmd)
	if err != nil {
		return err
	}
	return tui.Run(opts)
}

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
