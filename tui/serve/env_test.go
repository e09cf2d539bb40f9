package serve

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// A visitor's env requests are bounded in number and size: a flood of
// big ones on one session leaves the session at most maxEnv variables
// within the sizes, the server's heap grows by little, the refusals are
// counted in the log, and the visitor still gets the game.
func TestServeBoundsEnvRequests(t *testing.T) {
	var mu sync.Mutex
	var environ []string
	ts := startServer(t, func(c *Config) {
		c.testSessionHook = func(sess ssh.Session) {
			mu.Lock()
			environ = sess.Environ()
			mu.Unlock()
		}
	})
	client, _, err := dial(t, ts.addr, visitOpts{user: "flood"})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	ch, reqs, err := client.OpenChannel("session", nil)
	if err != nil {
		t.Fatal(err)
	}
	go gossh.DiscardRequests(reqs)
	env := func(name, value string, reply bool) {
		t.Helper()
		payload := gossh.Marshal(struct{ Name, Value string }{name, value})
		if _, err := ch.SendRequest("env", reply, payload); err != nil {
			t.Fatal(err)
		}
	}

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	const n = 2000
	big, fits := strings.Repeat("v", 10<<10), strings.Repeat("v", maxEnvValue)
	for i := range n { // too big: 20 MB that the server need not keep
		env(fmt.Sprintf("BIG%d", i), big, false)
	}
	for i := range n { // each within the bounds, but too many: 8 MB
		env(fmt.Sprintf("V%d", i), fits, false)
	}
	for i := range 10 {
		env(fmt.Sprintf("N%d", i)+strings.Repeat("n", maxEnvName), "", false)
	}
	env("LAST", "1", true) // its answer comes after all the others are handled
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 8<<20 {
		t.Errorf("the heap grew by %.1f MB for one session's env requests", float64(grew)/(1<<20))
	}

	// The session starts, with the variables it may keep.
	for _, r := range []struct {
		name    string
		payload []byte
	}{
		{"pty-req", gossh.Marshal(struct {
			Term                    string
			Columns, Rows, PxW, PxH uint32
			Modes                   string
		}{"xterm", 80, 24, 0, 0, ""})},
		{"shell", nil},
	} {
		if ok, err := ch.SendRequest(r.name, true, r.payload); err != nil || !ok {
			t.Fatalf("%s: %v %v", r.name, ok, err)
		}
	}
	out := &syncBuffer{changed: make(chan struct{}, 1)}
	go func() { _, _ = io.Copy(out, ch) }()
	v := &testVisitor{t: t, out: out, name: "flood"}
	v.await("Catch the Cat")

	mu.Lock()
	got := environ
	mu.Unlock()
	want := []string{}
	for i := range maxEnv {
		want = append(want, fmt.Sprintf("V%d=%s", i, fits))
	}
	want = append(want, "TERM=xterm")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		short := make([]string, len(got))
		for i, kv := range got {
			short[i] = kv[:min(len(kv), 12)]
		}
		t.Errorf("the session's environment has %d variables (%v), want V0 to V%d and TERM", len(got), short, maxEnv-1)
	}
	refused := n + (n - maxEnv) + 10 + 1
	if got := ts.envRefused.Load(); got != int64(refused) {
		t.Errorf("%d env requests refused, want %d", got, refused)
	}
	ts.awaitLog(t, fmt.Sprintf(`"flood" from 127.0.0.1 opened (80x24, TERM="xterm", client "SSH-2.0-Go", %d env requests refused)`, refused))
}

// A visitor may not keep more than maxChannels session channels open on
// one connection.
func TestServeBoundsSessionChannelsPerConnection(t *testing.T) {
	ts := startServer(t, nil)
	client, _, err := dial(t, ts.addr, visitOpts{})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	for i := range maxChannels {
		if _, _, err := client.OpenChannel("session", nil); err != nil {
			t.Fatalf("channel %d: %v", i, err)
		}
	}
	if _, _, err := client.OpenChannel("session", nil); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("at most %d sessions on one connection", maxChannels)) {
		t.Errorf("channel %d: %v", maxChannels, err)
	}
}

// ptyReq and windowChange are the payloads of a session's pty-req and
// window-change requests.
func ptyReq(term string, cols, rows uint32) []byte {
	return gossh.Marshal(struct {
		Term                    string
		Columns, Rows, PxW, PxH uint32
		Modes                   string
	}{term, cols, rows, 0, 0, ""})
}

func windowChange(cols, rows uint32) []byte {
	return gossh.Marshal(struct{ Columns, Rows, PxW, PxH uint32 }{cols, rows, 0, 0})
}

// A terminal resized while its session is being set up (after the PTY,
// before the shell: a visitor who drags the window as ssh connects) does
// not stall the session: the SSH library holds room for one size, the
// PTY's, until the game takes it. The game gets the latest size, and
// the sizes after it (a terminal too small says which size it has).
func TestServeResizeBeforeTheShell(t *testing.T) {
	ts := startServer(t, nil)
	client, _, err := dial(t, ts.addr, visitOpts{user: "resizer"})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	ch, reqs, err := client.OpenChannel("session", nil)
	if err != nil {
		t.Fatal(err)
	}
	go gossh.DiscardRequests(reqs)
	out := &syncBuffer{changed: make(chan struct{}, 1)}
	go func() { _, _ = io.Copy(out, ch) }()
	if ok, err := ch.SendRequest("pty-req", true, ptyReq("xterm", 30, 10)); err != nil || !ok {
		t.Fatalf("pty-req: %v %v", ok, err)
	}
	for _, w := range []uint32{31, 32, 33} {
		if _, err := ch.SendRequest("window-change", false, windowChange(w, 11)); err != nil {
			t.Fatal(err)
		}
	}
	answered := make(chan error, 1)
	go func() {
		ok, err := ch.SendRequest("shell", true, nil)
		if err == nil && !ok {
			err = errors.New("refused")
		}
		answered <- err
	}()
	select {
	case err := <-answered:
		if err != nil {
			t.Fatalf("shell: %v", err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the shell request was never answered: the session is stalled")
	}
	v := &testVisitor{t: t, out: out, name: "resizer"}
	v.await("have 33×11")
	if ok, err := ch.SendRequest("window-change", true, windowChange(34, 12)); err != nil || !ok {
		t.Fatalf("window-change: %v %v", ok, err)
	}
	v.await("have 34×12")
}

// A session refused at the door with a PTY (here: a command) whose client
// resizes its terminal ends all the same, leaves nothing running, and
// gives back its channel: a connection can be refused more times than it
// may hold channels.
func TestServeRefusedSessionsWithResizesEnd(t *testing.T) {
	ts := startServer(t, nil)
	client, _, err := dial(t, ts.addr, visitOpts{})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	before := runtime.NumGoroutine()
	const n = 2*maxChannels + 2
	for i := range n {
		ch, reqs, err := client.OpenChannel("session", nil)
		if err != nil {
			t.Fatalf("session %d: %v", i, err)
		}
		go gossh.DiscardRequests(reqs)
		if ok, err := ch.SendRequest("pty-req", true, ptyReq("xterm", 80, 24)); err != nil || !ok {
			t.Fatalf("pty-req: %v %v", ok, err)
		}
		// The resizes follow the command at once, before the refusal.
		if _, err := ch.SendRequest("exec", false, gossh.Marshal(struct{ Command string }{"ls"})); err != nil {
			t.Fatal(err)
		}
		for _, w := range []uint32{90, 100} {
			_, _ = ch.SendRequest("window-change", false, windowChange(w, 30))
		}
		stderr := make(chan []byte)
		go func() {
			b, _ := io.ReadAll(ch.Stderr())
			stderr <- b
		}()
		_, _ = io.Copy(io.Discard, ch) // until the server closes the channel
		if got := <-stderr; !strings.Contains(string(got), "no commands") {
			t.Fatalf("session %d: %q", i, got)
		}
		ch.Close()
	}
	// Nothing of them is left running (each would leave at least the
	// session's request loop, stalled on a resize).
	deadline := time.Now().Add(60 * time.Second)
	for runtime.NumGoroutine() > before+n/2 {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after %d refused sessions, %d before", runtime.NumGoroutine(), n, before)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The env requests a connection's sessions may keep are counted on the
// connection, not per session (a visitor could open a session after
// another to keep more), and a closed session gives its own back.
func TestServeEnvIsBoundedPerConnection(t *testing.T) {
	ts := startServer(t, nil)
	client, _, err := dial(t, ts.addr, visitOpts{})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	open := func() (gossh.Channel, <-chan struct{}) {
		t.Helper()
		ch, reqs, err := client.OpenChannel("session", nil)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() {
			gossh.DiscardRequests(reqs)
			close(done)
		}()
		return ch, done
	}
	kept := func(ch gossh.Channel, n int) (yes int) {
		t.Helper()
		for i := range n {
			ok, err := ch.SendRequest("env", true, gossh.Marshal(struct{ Name, Value string }{fmt.Sprintf("V%d", i), "x"}))
			if err != nil {
				t.Fatal(err)
			}
			if ok {
				yes++
			}
		}
		return yes
	}
	first, firstDone := open()
	if got := kept(first, 40); got != 40 {
		t.Fatalf("the first session kept %d of 40", got)
	}
	second, _ := open()
	if got := kept(second, 40); got != maxEnv-40 {
		t.Fatalf("the second session kept %d of 40, want %d", got, maxEnv-40)
	}
	first.Close()
	<-firstDone
	third, _ := open()
	deadline := time.Now().Add(60 * time.Second)
	for kept(third, 1) == 0 { // until the server has closed the first
		if time.Now().After(deadline) {
			t.Fatal("the first session's env requests were never given back")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got := 1 + kept(third, 39); got != 40 {
		t.Fatalf("after the first closed, a third session kept %d of 40", got)
	}
}
