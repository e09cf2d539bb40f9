package serve

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"cabezacat/store/storetest"
	"cabezacat/tui/table"
)

// envServeStore set to "postgres" keeps every test server's store in
// PostgreSQL (a schema of its own on the server storetest.EnvPostgres
// names) instead of a SQLite file: .ci/run runs this package once more
// so, and a test that sets Config.Database itself keeps its own.
const envServeStore = "CABEZACAT_TEST_SERVE_STORE"

// testServer is a server on 127.0.0.1:0 with its files in a temp dir and
// a manual clock; it is shut down when the test ends.
type testServer struct {
	*Server
	addr  string
	clock *table.ManualClock
	dir   string
	logs  *syncBuffer
}

func startServer(t testing.TB, edit func(*Config)) *testServer {
	t.Helper()
	dir := t.TempDir()
	clk := table.NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	logs := &syncBuffer{}
	cfg := Defaults()
	cfg.Listen = "127.0.0.1:0"
	cfg.HostKey = filepath.Join(dir, "host_ed25519")
	cfg.RecordDir = filepath.Join(dir, "games")
	cfg.Clock = clk
	cfg.Log = logs
	cfg.RatePerMinute = 1000
	cfg.MaxPending, cfg.MaxPendingPerAddress = 1000, 1000 // visitors come all at once from 127.0.0.1
	if os.Getenv(envServeStore) == "postgres" {
		cfg.Database = storetest.Postgres(t).DSN
	}
	if edit != nil {
		edit(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := srv.Listen()
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	ts := &testServer{Server: srv, addr: ln.Addr().String(), clock: clk, dir: dir, logs: logs}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		if err := <-served; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return ts
}

// syncBuffer is a bytes.Buffer for many goroutines. It keeps the text
// without escape sequences too (stripped write by write), and signals
// every write on changed.
type syncBuffer struct {
	mu      sync.Mutex
	b       bytes.Buffer
	plain   strings.Builder
	changed chan struct{}
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.plain.WriteString(ansi.Strip(string(p)))
	if s.changed != nil {
		select {
		case s.changed <- struct{}{}:
		default:
		}
	}
	return s.b.Write(p)
}

func (s *syncBuffer) Plain() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.plain.String()
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// visitor is a test's SSH client with a PTY: keys in, the screen's text
// (escape sequences stripped) out.
type testVisitor struct {
	t      testing.TB
	client *gossh.Client
	conn   *testConn
	sess   *gossh.Session
	stdin  io.WriteCloser
	out    *syncBuffer
	done   chan struct{}
	seen   int // how much of out earlier waits consumed
	name   string
	player bool // came with a key: a player, whose menu differs (menuTo)
}

type visitOpts struct {
	user  string
	key   ed25519.PrivateKey // nil: keyboard-interactive
	term  string
	env   map[string]string
	noPTY bool
	cmd   string
	// cols, rows: the PTY's size (0: 80×24).
	cols, rows int
	// clientVersion is the version line the client sends ("": the
	// library's, SSH-2.0-Go).
	clientVersion string
}

func newKey(t testing.TB) ed25519.PrivateKey {
	_, k, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func dial(t testing.TB, addr string, o visitOpts) (*gossh.Client, *testConn, error) {
	if o.user == "" {
		o.user = "visitor"
	}
	auth := []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) {
		return nil, nil
	})}
	if o.key != nil {
		signer, err := gossh.NewSignerFromKey(o.key)
		if err != nil {
			t.Fatal(err)
		}
		auth = []gossh.AuthMethod{gossh.PublicKeys(signer)}
	}
	nc, err := net.DialTimeout("tcp", addr, 20*time.Second)
	if err != nil {
		return nil, nil, err
	}
	tc := &testConn{Conn: nc, closed: make(chan struct{}), release: make(chan struct{})}
	c, chans, reqs, err := gossh.NewClientConn(tc, addr, &gossh.ClientConfig{
		User: o.user, Auth: auth,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), // the test's own server
		Timeout:         20 * time.Second,
		ClientVersion:   o.clientVersion,
	})
	if err != nil {
		tc.Close()
		return nil, nil, err
	}
	go tc.answer(reqs)
	none := make(chan *gossh.Request)
	close(none) // the global requests are tc's
	return gossh.NewClient(c, chans, none), tc, nil
}

// testConn is a visitor's TCP connection that a test can freeze as a dead
// network does, without a reset: from then on nothing arrives (what comes
// is lost, reads wait forever) and nothing leaves (writes vanish). It
// answers the server's global requests as OpenSSH's client does, and
// counts the keepalives it answered; a slow one holds each answer to a
// keepalive until the test releases it.
type testConn struct {
	net.Conn
	frozen     atomic.Bool
	closed     chan struct{}
	closeOnce  sync.Once
	keepalives atomic.Int64
	slow       atomic.Bool
	release    chan struct{}
}

func (c *testConn) freeze() { c.frozen.Store(true) }

func (c *testConn) Read(p []byte) (int, error) {
	for !c.frozen.Load() {
		n, err := c.Conn.Read(p)
		if !c.frozen.Load() {
			return n, err
		}
	}
	<-c.closed
	return 0, net.ErrClosed
}

func (c *testConn) Write(p []byte) (int, error) {
	if c.frozen.Load() {
		return len(p), nil
	}
	return c.Conn.Write(p)
}

func (c *testConn) Close() error {
	c.closeOnce.Do(func() { close(c.closed) })
	return c.Conn.Close()
}

// answer replies false to every global request, as OpenSSH's client does
// to the ones it does not know (keepalive@openssh.com among them).
func (c *testConn) answer(reqs <-chan *gossh.Request) {
	for r := range reqs {
		if r.Type == keepaliveRequest {
			c.keepalives.Add(1)
			if c.slow.Load() {
				select {
				case <-c.release:
				case <-c.closed:
				}
			}
		}
		_ = r.Reply(false, nil)
	}
}

func visit(t testing.TB, addr string, o visitOpts) *testVisitor {
	t.Helper()
	client, conn, err := dial(t, addr, o)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := client.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range o.env {
		if err := sess.Setenv(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if !o.noPTY {
		term := o.term
		if term == "" {
			term = "xterm-256color"
		}
		cols, rows := o.cols, o.rows
		if cols == 0 || rows == 0 {
			cols, rows = 80, 24
		}
		if err := sess.RequestPty(term, rows, cols, gossh.TerminalModes{}); err != nil {
			t.Fatal(err)
		}
	}
	v := &testVisitor{t: t, client: client, conn: conn, sess: sess, out: &syncBuffer{changed: make(chan struct{}, 1)}, done: make(chan struct{}), name: o.user, player: o.key != nil}
	sess.Stdout, sess.Stderr = v.out, v.out
	if v.stdin, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if o.cmd != "" {
		err = sess.Start(o.cmd)
	} else {
		err = sess.Shell()
	}
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		_ = sess.Wait()
		close(v.done)
	}()
	t.Cleanup(func() {
		v.close()
		if dir := os.Getenv("CABEZACAT_TEST_DUMP"); dir != "" && t.Failed() {
			_ = os.WriteFile(filepath.Join(dir, v.name+".txt"), []byte(v.out.String()), 0o644)
		}
	})
	return v
}

func (v *testVisitor) close() {
	v.sess.Close()
	v.client.Close()
}

// text is everything the visitor saw, without escape sequences.
func (v *testVisitor) text() string { return v.out.Plain() }

// await waits until the screen shows want (after what earlier awaits
// consumed) and consumes up to it. The deadline only ends a broken test;
// nothing is timed.
func (v *testVisitor) await(want string) {
	v.t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		txt := v.text()
		if v.seen > len(txt) {
			v.seen = 0
		}
		if i := strings.Index(txt[v.seen:], want); i >= 0 {
			v.seen += i + len(want)
			return
		}
		if time.Now().After(deadline) {
			tail := txt[max(0, len(txt)-1500):]
			if dir := os.Getenv("CABEZACAT_TEST_DUMP"); dir != "" {
				_ = os.WriteFile(filepath.Join(dir, v.name+".txt"), []byte(v.out.String()), 0o644)
				buf := make([]byte, 1<<22)
				_ = os.WriteFile(filepath.Join(dir, "stacks.txt"), buf[:runtime.Stack(buf, true)], 0o644)
			}
			v.t.Fatalf("%s's screen never showed %q; it ended:\n%s", v.name, want, tail)
		}
		select { // the next write, or a look again now and then
		case <-v.out.changed:
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// awaitEver waits until the screen has shown want at any time, without
// consuming: for a line drawn in any order with the awaited ones.
func (v *testVisitor) awaitEver(want string) {
	v.t.Helper()
	seen := v.seen
	v.seen = 0
	v.await(want)
	v.seen = seen
}

// send types keys: strings as they are, "\r" for enter, "\t" for tab,
// "\x1b" for esc.
func (v *testVisitor) send(keys ...string) {
	v.t.Helper()
	for _, k := range keys {
		if _, err := io.WriteString(v.stdin, k); err != nil {
			v.t.Fatalf("typing %q: %v", k, err)
		}
		// One read per key, as a person types: Bubble Tea reads letters
		// that arrive together as one message.
		time.Sleep(2 * time.Millisecond)
	}
}

// waitClosed waits for the server to end the session.
func (v *testVisitor) waitClosed() {
	v.t.Helper()
	select {
	case <-v.done:
	case <-time.After(30 * time.Second):
		v.t.Fatalf("the session stayed open; it showed:\n%s", v.text())
	}
}

func listFiles(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, filepath.Join(dir, e.Name()))
	}
	return out
}
