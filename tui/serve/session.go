package serve

import (
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"

	"cabezacat/internal/plural"
	"cabezacat/internal/quote"
	"cabezacat/tui"
	"cabezacat/tui/table"
)

// visitor is who a session belongs to, for the log and the tables.
type visitor struct {
	id   int
	name string // as others see it (visitorName)
	key  string // public key fingerprint, or ""
	addr string // the remote host (no port)
	// player is the account the key logs in as in the store (0: a
	// guest); name is then the player's handle.
	player   int64
	greeting string // the menu's word on arrival
}

func (v visitor) String() string {
	// A visitor refused at the door has no session number (ids start at
	// 1): the log says "visitor", not "session 0".
	who := fmt.Sprintf("visitor %q", v.name)
	if v.id > 0 {
		who = fmt.Sprintf("session %d %q", v.id, v.name)
	}
	if v.key != "" {
		who += " " + v.key
	}
	return who + " from " + v.addr
}

// maxNameRunes bounds a user name as others see it.
const maxNameRunes = 32

// visitorName is the SSH user name as other visitors see it (the table
// list, a table's header and events): the visitor chose it, and a
// client other than OpenSSH's sends control characters too, so escape
// sequences become visible text (\x1b…) and a long name is cut.
func visitorName(user string) string { return quote.Text(user, maxNameRunes) }

// handle is one SSH session: checks, then the visitor's own TUI program.
func (s *Server) handle(sess ssh.Session) {
	start := s.now()
	c := connOf(sess.Context())
	in := false
	defer func() { c.sessionDone(in) }()
	if s.cfg.testSessionHook != nil {
		s.cfg.testSessionHook(sess)
	}
	v := visitor{name: visitorName(sess.User()), addr: remoteHost(sess.RemoteAddr())}
	if k := sess.PublicKey(); k != nil {
		v.key = gossh.FingerprintSHA256(k)
	}
	reason := s.admit(sess, &v)
	if reason != "" {
		s.refusals.Printf("%v refused: %s", v, reason)
		fmt.Fprintf(sess.Stderr(), "cabezacat: %s\r\n", reason)
		_ = sess.Exit(1)
		return
	}
	in = true
	c.sessionIn()
	defer s.active.Done()
	var err error
	v.greeting, err = s.account(sess, &v)
	if err != nil {
		s.log.Printf("%v: no account: %v", v, err)
		if !errors.Is(err, errQuitPrompt) {
			fmt.Fprintf(sess.Stderr(), "cabezacat: %s\r\n", quote.Text(err.Error(), maxWhyRunes))
		}
		s.mu.Lock()
		delete(s.sessions, v.id)
		s.mu.Unlock()
		_ = sess.Exit(1)
		return
	}
	pty, winch, _ := sess.Pty()
	if sizes := c.sizesOf(sess); sizes != nil {
		// The sizes after the PTY's (channels.go); the library's winch
		// (the fallback) holds the PTY's too, sent twice then.
		winch = sizes
	}
	refused := ""
	if n := c.envRefusals(); n > 0 {
		refused = ", " + plural.Count(n, "env request") + " refused"
	}
	s.log.Printf("%v opened (%dx%d, TERM=%s, client %s%s)", v, pty.Window.Width, pty.Window.Height,
		logQuote(pty.Term), logQuote(sess.Context().ClientVersion()), refused)
	why := s.run(sess, v, pty, winch)
	s.log.Printf("%v closed after %v: %s", v, s.now().Sub(start).Round(time.Second), quote.Text(why, maxWhyRunes))
	_ = sess.Exit(0) // after the log line, so whoever sees the end finds it logged
}

// What the log keeps of text a visitor chose (their TERM, their client's
// version; their name is visitorName), and of why a session closed.
const (
	maxLogRunes = 64
	maxWhyRunes = 300
)

// logQuote is text a visitor chose, as the log shows it: quoted, its
// control characters as visible escapes (\x1b, \x0a: no escape sequence
// reaches the operator's terminal, no line break forges a log line), and
// cut at maxLogRunes.
func logQuote(text string) string { return strconv.Quote(quote.Text(text, maxLogRunes)) }

// admit lets a session in, or says why not (one line for the visitor). A
// session let in is counted in s.active and has an id.
func (s *Server) admit(sess ssh.Session, v *visitor) string {
	if sess.RawCommand() != "" || len(sess.Subsystem()) > 0 {
		return "this server runs only the game: no commands (connect with plain ssh -p PORT HOST)"
	}
	if _, _, ok := sess.Pty(); !ok {
		return "the game needs a terminal: connect with ssh -t"
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closing:
		return "the server is shutting down"
	case !s.rate.allow(v.addr, s.now()):
		return fmt.Sprintf("too many sessions from %s in the last minute (at most %d): try again soon", v.addr, s.cfg.RatePerMinute)
	case len(s.sessions) >= s.cfg.MaxSessions:
		return fmt.Sprintf("the server is full (%s): try again later", plural.Count(s.cfg.MaxSessions, "visitor"))
	}
	s.nextID++
	v.id = s.nextID
	s.sessions[v.id] = nil // the seat is held; the program comes in run
	s.active.Add(1)
	return ""
}

// run plays the visitor's TUI until they quit, go idle, drop, or the
// server shuts down, and says which.
func (s *Server) run(sess ssh.Session, v visitor, pty ssh.Pty, winch <-chan ssh.Window) string {
	defer func() {
		s.mu.Lock()
		delete(s.sessions, v.id)
		s.mu.Unlock()
	}()
	env := append(sess.Environ(), "TERM="+pty.Term)
	renderer, noColor := sessionRenderer(sess, env)
	opts := tui.Options{NoColor: noColor, Host: &tui.Host{
		Lobby:          s.lobby,
		Visitor:        table.Identity{Name: v.name, Key: v.key, Player: v.player},
		Greeting:       v.greeting,
		Account:        s.accountOf(v),
		MaxCabezaLevel: s.cfg.MaxCabezaLevel,
		MaxCatcatLevel: s.cfg.MaxCatcatLevel,
		RecordDir:      s.cfg.RecordDir,
		Log:            func(report string) { s.log.Printf("%v: %s", v, report) },
	}}.WithRenderer(renderer)
	opts = withAccountSettings(opts, opts.Host.Account, noColor, opts.Host.Log)
	// The frames and a copy to the clipboard (OSC 52) reach the visitor's
	// terminal through one lock: they are written from two goroutines,
	// and an SSH channel's writes must not overlap.
	out := &lockedWriter{w: sess}
	opts = opts.WithTerminal(out)
	in := &idleReader{r: sess, now: s.now, last: s.now()}
	p := tea.NewProgram(tui.NewApp(opts),
		tea.WithInput(in), tea.WithOutput(out),
		tea.WithAltScreen(), tea.WithMouseCellMotion(),
		tea.WithoutSignalHandler(), tea.WithContext(sess.Context()),
		tea.WithEnvironment(env),
	)
	s.mu.Lock()
	closing := s.closing
	s.sessions[v.id] = p
	s.mu.Unlock()
	if closing { // shutdown began between admit and here
		s.goSafe("telling a session of the shutdown", func() { p.Send(tui.ShutdownMsg{}) })
	}

	stopKeepalive := s.keepAlive(sess)
	var idled atomic.Bool
	stopIdle := s.watchIdle(in, func() {
		idled.Store(true)
		p.Quit()
	})
	defer stopIdle()
	s.goSafe(v.String()+"'s window sizes", func() {
		p.Send(tea.WindowSizeMsg{Width: pty.Window.Width, Height: pty.Window.Height})
		for w := range winch {
			p.Send(tea.WindowSizeMsg{Width: w.Width, Height: w.Height})
		}
	})

	final, err := p.Run()
	silent := stopKeepalive()
	farewell, saved := "", ""
	dropped := err != nil && sess.Context().Err() != nil
	if app, ok := final.(tui.App); ok {
		farewell = app.Farewell()
		if farewell == "" && (idled.Load() || dropped) {
			saved = app.SaveInProgress() // the visitor did not quit: keep the game
		}
		app.Stop() // a dropped player's seat starts its grace period
	}
	why := "quit"
	switch {
	case idled.Load():
		why = "idle for " + plural.Duration(s.cfg.Idle)
		farewell = "closed after " + plural.Duration(s.cfg.Idle) + " without a key"
		if saved != "" {
			farewell += "; " + saved
		}
	case farewell != "":
		why = farewell
	case dropped:
		why = "dropped"
		if silent {
			why += ": " + s.silence()
		}
		if saved != "" {
			why += "; " + saved
		}
	case err != nil:
		why = "error: " + err.Error()
	}
	if farewell != "" {
		fmt.Fprintf(sess, "cabezacat: %s\r\n", farewell)
	}
	return why
}

// sessionRenderer is the visitor's own lipgloss renderer: its colour
// profile from the session's TERM, COLORTERM and NO_COLOR, never from the
// host's terminal, and never by asking the visitor's terminal (a reply
// mid-run would arrive as keys).
func sessionRenderer(w io.Writer, env []string) (*lipgloss.Renderer, bool) {
	e := sshEnviron(env)
	profile := termenv.NewOutput(w, termenv.WithEnvironment(e), termenv.WithUnsafe()).EnvColorProfile()
	noColor := e.Getenv("NO_COLOR") != ""
	if noColor {
		profile = termenv.Ascii
	}
	r := lipgloss.NewRenderer(w, termenv.WithEnvironment(e), termenv.WithUnsafe(), termenv.WithProfile(profile))
	r.SetColorProfile(profile)
	r.SetHasDarkBackground(true) // decided, so nothing asks the terminal
	return r, noColor
}

// sshEnviron is a session's environment for termenv.
type sshEnviron []string

func (e sshEnviron) Environ() []string { return e }
func (e sshEnviron) Getenv(k string) string {
	v := ""
	for _, kv := range e { // the last one wins, as in a shell
		if name, val, ok := strings.Cut(kv, "="); ok && name == k {
			v = val
		}
	}
	return v
}

func remoteHost(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.IP.String()
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}

// idleReader is the session's input, noting when the visitor last typed.
type idleReader struct {
	r    io.Reader
	now  func() time.Time
	mu   sync.Mutex
	last time.Time
}

func (i *idleReader) Read(p []byte) (int, error) {
	n, err := i.r.Read(p)
	if n > 0 {
		i.mu.Lock()
		i.last = i.now()
		i.mu.Unlock()
	}
	return n, err
}

func (i *idleReader) since() time.Duration {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.now().Sub(i.last)
}

// lockedWriter is a visitor's session as the program's output: one
// write at a time, so a copy to the clipboard never lands inside a frame
// and the SSH channel is never written from two goroutines at once.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// watchIdle calls onIdle once the visitor has typed nothing for the idle
// time; the returned func stops watching.
func (s *Server) watchIdle(in *idleReader, onIdle func()) (stop func()) {
	var mu sync.Mutex
	stopped := false
	var stopTimer func() bool
	var arm func(d time.Duration)
	arm = func(d time.Duration) {
		stopTimer = s.afterFunc(d, "the idle timer", func() {
			mu.Lock()
			defer mu.Unlock()
			if stopped {
				return
			}
			if quiet := in.since(); quiet < s.cfg.Idle {
				arm(s.cfg.Idle - quiet)
				return
			}
			stopped = true
			s.goSafe("closing an idle session", onIdle)
		})
	}
	mu.Lock()
	arm(s.cfg.Idle)
	mu.Unlock()
	return func() {
		mu.Lock()
		defer mu.Unlock()
		stopped = true
		stopTimer()
	}
}
