package table

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"cabezacat/internal/panics"
	"cabezacat/internal/plural"
)

// Config is what a lobby's tables share.
type Config struct {
	Clock Clock
	// Grace is how long a dropped player's seat waits before the game is
	// adjourned.
	Grace time.Duration
	// Save writes a finished, adjourned or interrupted game's record and
	// returns where; nil saves nothing.
	Save func(kind Kind, text []byte) (string, error)
	// MaxTables bounds the open tables (0: 100).
	MaxTables int
	// Log takes the report (value and stack) of a panic in a table's
	// goroutine or timers; nil: standard error. The table that panicked
	// is ended with its game saved (see state.fail); the others go on.
	Log func(report string)
	// TestHook is for tests only: it is called in a table's goroutine
	// before each request the table serves, with the table's code (a test
	// panics there).
	TestHook func(code string)
	// Journal, when set, stores every game move by move (see Journal).
	Journal Journal
}

// report is where a panic in a table's goroutine or timers (what names
// them) goes: the lobby's log.
func (l *Lobby) report(what string) func(*panics.Panic) {
	return func(p *panics.Panic) { l.log(p.Report(what)) }
}

func (l *Lobby) log(report string) {
	if l.cfg.Log != nil {
		l.cfg.Log(report)
		return
	}
	fmt.Fprintln(os.Stderr, report)
}

// afterFunc is the lobby clock's AfterFunc with a panic in f logged, not
// the process's end.
func (l *Lobby) afterFunc(d time.Duration, what string, f func()) (stop func() bool) {
	return l.cfg.Clock.AfterFunc(d, panics.Func(f, l.report(what)))
}

// Lobby knows the tables by code. Its map is the only state it has, behind
// a mutex; each table's game lives in the table's goroutine.
type Lobby struct {
	cfg    Config
	mu     sync.Mutex
	tables map[string]*Table
	infos  map[string]Info
	closed bool
	wg     sync.WaitGroup
}

// NewLobby returns an empty lobby.
func NewLobby(cfg Config) *Lobby {
	if cfg.Clock == nil {
		cfg.Clock = WallClock{}
	}
	if cfg.Grace <= 0 {
		cfg.Grace = 2 * time.Minute
	}
	if cfg.MaxTables <= 0 {
		cfg.MaxTables = 100
	}
	return &Lobby{cfg: cfg, tables: map[string]*Table{}, infos: map[string]Info{}}
}

// Clock is the lobby's clock, for drawing the time left.
func (l *Lobby) Clock() Clock { return l.cfg.Clock }

// Grace is how long a player's seat waits after they leave.
func (l *Lobby) Grace() time.Duration { return l.cfg.Grace }

// ErrShutdown: the server is shutting down.
var ErrShutdown = errors.New("the server is shutting down")

// codeLetters leave out letters that read alike (I, L, O, 0, 1).
const codeLetters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// Open starts a table and seats its creator on side (0 or 1).
func (l *Lobby) Open(setup Setup, id Identity, side int) (*Sub, error) {
	t, err := l.start(setup, nil)
	if err != nil {
		return nil, err
	}
	return l.sit(t, id, side)
}

// start opens a table and runs its goroutine; hold, if not nil, sets up
// its state first (a rematch's held seats).
func (l *Lobby) start(setup Setup, hold func(*state)) (*Table, error) {
	l.mu.Lock()
	if l.closed {
		l.mu.Unlock()
		return nil, ErrShutdown
	}
	if len(l.tables) >= l.cfg.MaxTables {
		l.mu.Unlock()
		return nil, fmt.Errorf("this server has %s open, its limit: join one", plural.Count(len(l.tables), "table"))
	}
	code := l.newCode()
	t, s, err := newTable(l, code, setup)
	if err != nil {
		l.mu.Unlock()
		return nil, err
	}
	if hold != nil {
		hold(s)
	}
	l.tables[code] = t
	l.infos[code] = s.info()
	l.wg.Add(1)
	l.mu.Unlock()
	panics.Go(func() {
		defer l.wg.Done()
		s.run()
	}, l.report("table "+code))
	return t, nil
}

// newCode is a code no open table has; l.mu is held.
func (l *Lobby) newCode() string {
	code := ""
	for code == "" || l.tables[code] != nil {
		var b [4]byte
		for i := range b {
			b[i] = codeLetters[rand.IntN(len(codeLetters))]
		}
		code = string(b[:])
	}
	return code
}

// sit seats the creator on the side they chose.
func (l *Lobby) sit(t *Table, id Identity, side int) (*Sub, error) {
	return t.join(request{kind: reqJoin, ident: id, seat: side & 1, exact: true})
}

// Find returns the table with a code (any case, spaces ignored).
func (l *Lobby) Find(code string) (*Table, error) {
	code = strings.ToUpper(strings.Join(strings.Fields(code), ""))
	l.mu.Lock()
	defer l.mu.Unlock()
	if t, ok := l.tables[code]; ok {
		return t, nil
	}
	if l.closed {
		return nil, ErrShutdown
	}
	return nil, fmt.Errorf("no table %q here (codes are %d letters, like ABCD)", code, 4)
}

// List returns the tables, the open ones first, newest first.
func (l *Lobby) List() []Info {
	l.mu.Lock()
	out := make([]Info, 0, len(l.infos))
	for _, i := range l.infos {
		out = append(out, i)
	}
	l.mu.Unlock()
	sort.Slice(out, func(a, b int) bool {
		if out[a].Open() != out[b].Open() {
			return out[a].Open()
		}
		if !out[a].Opened.Equal(out[b].Opened) {
			return out[a].Opened.After(out[b].Opened)
		}
		return out[a].Code < out[b].Code
	})
	return out
}

func (l *Lobby) setInfo(i Info) {
	l.mu.Lock()
	if _, ok := l.tables[i.Code]; ok {
		l.infos[i.Code] = i
	}
	l.mu.Unlock()
}

func (l *Lobby) remove(code string) {
	l.mu.Lock()
	delete(l.tables, code)
	delete(l.infos, code)
	l.mu.Unlock()
}

// Shutdown ends every table (saving each game in progress) and waits for
// their goroutines. No table opens afterwards.
func (l *Lobby) Shutdown() { l.Close("the server shut down") }

// Close is Shutdown with the words the saved games end with ("adjourned:
// the players quit" for a table on one machine whose program ends).
func (l *Lobby) Close(ending string) {
	l.mu.Lock()
	l.closed = true
	tables := make([]*Table, 0, len(l.tables))
	for _, t := range l.tables {
		tables = append(tables, t)
	}
	l.mu.Unlock()
	for _, t := range tables {
		t.send(request{kind: reqShutdown, text: ending})
	}
	l.wg.Wait()
}
