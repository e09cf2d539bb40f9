package serve

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	rm "github.com/charmbracelet/wish/recover"
	gossh "golang.org/x/crypto/ssh"

	"cabezacat/store"
	"cabezacat/tui"
	"cabezacat/tui/table"
)

// Server is a running `cabezacat serve`.
type Server struct {
	cfg   Config
	ssh   *ssh.Server
	lobby *table.Lobby
	rate  *rateLimit
	log   *log.Logger
	// refusals is the log of refusals, rate-limited (refusals.go).
	refusals *refusalLog

	mu       sync.Mutex
	sessions map[int]*tea.Program // the programs running, for shutdown
	nextID   int
	closing  bool
	ln       net.Listener
	active   sync.WaitGroup

	// The accepted connections, and how many are pending in all and per
	// address (conns.go); connMu is taken after a conn's own lock.
	connMu      sync.Mutex
	conns       map[*conn]struct{}
	pendingAll  int
	pendingBy   map[string]int
	connsClosed bool

	// store keeps players, ratings and every table game move by move.
	store *store.Store

	keepalivesAnswered atomic.Int64 // on all connections: tests wait on it
	envRefused         atomic.Int64 // on all connections: tests read it
}

// New prepares a server: the host key (made on first start), the record
// folder, the lobby and the SSH server with its checks. It listens only in
// Serve or ListenAndServe.
func New(cfg Config) (*Server, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if cfg.Clock == nil {
		cfg.Clock = table.WallClock{}
	}
	if cfg.HostKey == "" || cfg.RecordDir == "" {
		dir, err := DataDir()
		if err != nil {
			return nil, err
		}
		if cfg.HostKey == "" {
			cfg.HostKey = filepath.Join(dir, "host_ed25519")
		}
		if cfg.RecordDir == "" {
			cfg.RecordDir = filepath.Join(dir, "games")
		}
	}
	for _, dir := range []string{filepath.Dir(cfg.HostKey), cfg.RecordDir} {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, err
		}
	}
	out := cfg.Log
	if out == nil {
		out = os.Stderr
	}
	if cfg.Database == "" {
		cfg.Database = filepath.Join(filepath.Dir(cfg.HostKey), store.DefaultFile)
	}
	st, err := openStore(cfg, log.New(out, "cabezacat serve: ", log.LstdFlags))
	if err != nil {
		return nil, err
	}
	s := &Server{
		cfg:       cfg,
		rate:      newRateLimit(cfg.RatePerMinute),
		log:       log.New(out, "cabezacat serve: ", log.LstdFlags),
		sessions:  map[int]*tea.Program{},
		conns:     map[*conn]struct{}{},
		pendingBy: map[string]int{},
		store:     st,
	}
	s.refusals = &refusalLog{log: s.log, clock: cfg.Clock}
	s.lobby = table.NewLobby(table.Config{
		Clock: cfg.Clock,
		Grace: cfg.Grace,
		Save: func(k table.Kind, text []byte) (string, error) {
			return tui.SaveRecord(cfg.RecordDir, k.String(), cfg.Clock.Now(), text)
		},
		MaxTables: cfg.MaxSessions,
		Log:       func(report string) { s.log.Print(report) },
		TestHook:  cfg.testTableHook,
		Journal:   journal{st},
	})
	auth := []ssh.Option{
		wish.WithPublicKeyAuth(func(ssh.Context, ssh.PublicKey) bool { return true }),
		wish.WithKeyboardInteractiveAuth(func(ssh.Context, gossh.KeyboardInteractiveChallenge) bool { return true }),
	}
	if cfg.AuthorizedKeys != "" {
		// Read at each login; checked here so that a missing file is
		// named as what it is (wish's error reads as the host key's).
		if _, err := os.Stat(cfg.AuthorizedKeys); err != nil {
			return nil, fmt.Errorf("authorized keys %s: %w", cfg.AuthorizedKeys, err)
		}
		auth = []ssh.Option{wish.WithAuthorizedKeys(cfg.AuthorizedKeys)}
	}
	opts := append([]ssh.Option{
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPath(cfg.HostKey),
		wish.WithVersion("cabezacat"),
		func(srv *ssh.Server) error {
			// No subsystems, forwarding or agent: only the game's sessions.
			srv.SubsystemHandlers = map[string]ssh.SubsystemHandler{}
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.sessionChannel}
			srv.RequestHandlers = map[string]ssh.RequestHandler{}
			// Connections are counted and timed until a session starts.
			srv.ConnCallback = s.accept
			return nil
		},
		// A panic in a session's handler is logged and ends that
		// session only (its TUI recovers its own first: see tui.App).
		wish.WithMiddleware(rm.MiddlewareWithLogger(recoverLog{s.log}, func(ssh.Handler) ssh.Handler { return s.handle })),
	}, auth...)
	srv, err := wish.NewServer(opts...)
	if err != nil {
		st.Close()
		return nil, fmt.Errorf("ssh server (host key %s): %w", cfg.HostKey, err)
	}
	// A yes from authentication starts the time to open a session.
	if h := srv.PublicKeyHandler; h != nil {
		srv.PublicKeyHandler = func(ctx ssh.Context, k ssh.PublicKey) bool {
			ok := h(ctx, k)
			if ok {
				connOf(ctx).loggedIn()
			}
			return ok
		}
	}
	if h := srv.KeyboardInteractiveHandler; h != nil {
		srv.KeyboardInteractiveHandler = func(ctx ssh.Context, ch gossh.KeyboardInteractiveChallenge) bool {
			ok := h(ctx, ch)
			if ok {
				connOf(ctx).loggedIn()
			}
			return ok
		}
	}
	if h := srv.PasswordHandler; h != nil {
		srv.PasswordHandler = func(ctx ssh.Context, password string) bool {
			ok := h(ctx, password)
			if ok {
				connOf(ctx).loggedIn()
			}
			return ok
		}
	}
	s.ssh = srv
	tui.LimitSearches(cfg.MaxSearches)
	return s, nil
}

// Lobby is the server's tables.
func (s *Server) Lobby() *table.Lobby { return s.lobby }

// HostKey is the host key's file.
func (s *Server) HostKey() string { return s.cfg.HostKey }

// Listen opens the listening socket (port 0 picks a free one).
func (s *Server) Listen() (net.Listener, error) {
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.ln = ln
	s.mu.Unlock()
	return ln, nil
}

// Serve serves on ln until Shutdown; it returns nil after a shutdown.
func (s *Server) Serve(ln net.Listener) error {
	s.mu.Lock()
	s.ln = ln
	s.mu.Unlock()
	err := s.ssh.Serve(ln)
	s.mu.Lock()
	closing := s.closing
	s.mu.Unlock()
	if closing || errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Shutdown stops taking visitors, ends every table (saving its game),
// tells every visitor and saves their games in progress, waits for the
// sessions to end (or ctx), and closes.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing = true
	ln := s.ln
	s.mu.Unlock()
	if ln != nil {
		ln.Close()
	}
	s.closePending()
	s.lobby.Shutdown()
	s.mu.Lock()
	for _, p := range s.sessions {
		s.goSafe("telling a session of the shutdown", func() { p.Send(tui.ShutdownMsg{}) })
	}
	s.mu.Unlock()
	done := make(chan struct{})
	s.goSafe("waiting for the sessions to end", func() {
		s.active.Wait()
		close(done)
	})
	var err error
	select {
	case <-done:
	case <-ctx.Done():
		err = fmt.Errorf("sessions still open at the deadline: %w", ctx.Err())
	}
	if cerr := s.ssh.Close(); err == nil && cerr != nil && !errors.Is(cerr, net.ErrClosed) {
		err = cerr
	}
	if cerr := s.store.Close(); err == nil && cerr != nil {
		err = cerr
	}
	return err
}

// now is the server's clock.
func (s *Server) now() time.Time { return s.cfg.Clock.Now() }
