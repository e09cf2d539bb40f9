package serve

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/charmbracelet/ssh"

	"cabezacat/tui/table"
)

// Config is the server's settings; the command line sets them from flags.
type Config struct {
	Listen         string        // host:port; port 0 picks a free one
	HostKey        string        // the host's private key file, made on first start
	AuthorizedKeys string        // if set, only these public keys may enter
	MaxSessions    int           // sessions at once
	Idle           time.Duration // a session without a key for this long is closed
	RatePerMinute  int           // new sessions per minute from one address
	// The AI a visitor may start: the highest levels, and how many
	// searches (AI moves and analysis) run at once on the whole server.
	MaxCabezaLevel, MaxCatcatLevel, MaxSearches int
	Grace                                       time.Duration // how long a dropped player's seat waits
	RecordDir                                   string        // saved games: adjourned, interrupted, w
	// Database is the store: a postgres:// URL, or a SQLite file
	// ("": cabezacat.db beside the host key, in the server's data folder).
	Database string
	Log      io.Writer   // one line per session; nil: stderr
	Clock    table.Clock // nil: the wall clock (tests pass a manual one)
	// Every Keepalive the server asks each client for a sign of life; a
	// connection that leaves one unanswered for KeepaliveCount intervals
	// is closed as dropped (OpenSSH's ClientAliveInterval and
	// ClientAliveCountMax), so a network that died without a reset is
	// noticed. Keepalive 0 asks nothing.
	Keepalive      time.Duration
	KeepaliveCount int
	// A connection is pending until its visitor's session starts: it must
	// log in (version, key exchange, authentication) within LoginTimeout
	// of connecting, and start a session within StartTimeout of logging
	// in or of its last session's end, or it is closed. At most
	// MaxPending connections are pending at once, MaxPendingPerAddress
	// of them from one address; a new connection beyond either is closed
	// at once. Timed on Clock.
	LoginTimeout, StartTimeout       time.Duration
	MaxPending, MaxPendingPerAddress int

	testSessionHook func(ssh.Session) // nil but in tests: called as each session is handled
	testTableHook   func(code string) // nil but in tests: called before each request a table serves (table.Config.TestHook)
}

// Defaults: a small server on one machine, reachable only from it until
// the host says otherwise.
func Defaults() Config {
	return Config{
		Listen:         "127.0.0.1:2222",
		MaxSessions:    50,
		Idle:           30 * time.Minute,
		RatePerMinute:  10,
		MaxCabezaLevel: 4,
		MaxCatcatLevel: 3,
		MaxSearches:    2,
		Grace:          2 * time.Minute,
		Keepalive:      15 * time.Second,
		KeepaliveCount: 3,
		// Long enough for a first visit's host key question and a key's
		// passphrase; the rest of the way to a session needs no person.
		LoginTimeout:         30 * time.Second,
		StartTimeout:         10 * time.Second,
		MaxPending:           100,
		MaxPendingPerAddress: 10,
	}
}

// DataDir is where the server keeps its host key and saved games by
// default: cabezacat/ in the user's config directory.
func DataDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no config directory for the host key (give --host-key): %w", err)
	}
	return filepath.Join(dir, "cabezacat"), nil
}

// check says what is wrong with a config, in the flags' words.
func (c *Config) check() error {
	switch {
	case c.Listen == "":
		return errors.New("--listen: give host:port")
	case c.MaxSessions < 1:
		return errors.New("--max-sessions: at least 1")
	case c.Idle < time.Second:
		return errors.New("--idle: at least 1s")
	case c.RatePerMinute < 1:
		return errors.New("--rate: at least 1 session per minute")
	case c.MaxSearches < 1:
		return errors.New("--max-searches: at least 1")
	case c.Grace < time.Second:
		return errors.New("--grace: at least 1s")
	case c.Keepalive < 0 || (c.Keepalive > 0 && c.Keepalive < time.Second):
		return fmt.Errorf("--keepalive %v: 0 (off) or at least 1s", c.Keepalive)
	case c.Keepalive > 0 && c.KeepaliveCount < 1:
		return fmt.Errorf("--keepalive-count %d: at least 1", c.KeepaliveCount)
	case c.LoginTimeout < time.Second:
		return fmt.Errorf("--login-timeout %v: at least 1s", c.LoginTimeout)
	case c.StartTimeout < time.Second:
		return fmt.Errorf("--start-timeout %v: at least 1s", c.StartTimeout)
	case c.MaxPending < 1:
		return fmt.Errorf("--max-pending %d: at least 1", c.MaxPending)
	case c.MaxPendingPerAddress < 1:
		return fmt.Errorf("--max-pending-per-address %d: at least 1", c.MaxPendingPerAddress)
	}
	return nil
}
