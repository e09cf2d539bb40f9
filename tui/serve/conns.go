package serve

import (
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/charmbracelet/ssh"

	"cabezacat/internal/plural"
)

// A connection is pending from the moment it is accepted until a session
// of its visitor is let in, and again once its last session has ended.
// A pending connection has a deadline (Config.LoginTimeout to log in,
// then Config.StartTimeout to start a session) and is closed when it
// passes; pending connections are counted in all and per address, and a
// new connection beyond Config.MaxPending or Config.MaxPendingPerAddress
// is closed at once. So connections that never reach a session (an
// unfinished handshake, a login that opens nothing) hold no file
// descriptor for long, and those from one address cannot crowd out
// another's. A session refused at the door (no terminal, the server
// full) does not move the deadline.

// connKey is where a connection's *conn is kept in its ssh.Context.
type connKey struct{}

// conn is an accepted connection, as the SSH server reads and writes it.
type conn struct {
	net.Conn
	s    *Server
	addr string // the remote host (no port)

	mu         sync.Mutex
	pending    bool // counted in the server's pending counts
	closed     bool
	authed     bool                         // authentication said yes
	deadline   time.Time                    // when a pending connection is closed
	why        string                       // and what the log says then
	gen        int                          // the armed timer's; a timer of an older one does nothing
	stopTimer  func() bool                  // nil: none armed
	starting   int                          // sessions whose shell or exec request went by, not yet ended
	running    int                          // sessions let in, not yet ended
	channels   int                          // session channels open
	envKept    int                          // env requests kept by the open sessions
	envRefused int                          // env requests refused (too many, too big)
	sizes      map[uint64]<-chan ssh.Window // for handlers to take (channels.go)
	nextSizes  uint64
	closeOnce  sync.Once
}

// accept is the SSH server's ConnCallback: it counts a new connection as
// pending and arms its login deadline, or refuses it (nil: the server
// closes it at once) when the pending connections are at their limits.
func (s *Server) accept(ctx ssh.Context, nc net.Conn) net.Conn {
	addr := remoteHost(nc.RemoteAddr())
	c := &conn{Conn: nc, s: s, addr: addr}
	// Armed before it is counted: whoever sees the count (a test on its
	// own clock) sees the deadline set. Until it is counted the deadline
	// closes nothing (expire wants it pending).
	c.mu.Lock()
	c.arm(s.cfg.LoginTimeout, "not logged in within "+plural.Duration(s.cfg.LoginTimeout))
	c.mu.Unlock()
	refusal := ""
	s.connMu.Lock()
	switch {
	case s.connsClosed:
		refusal = "the server is shutting down"
	case s.pendingAll >= s.cfg.MaxPending:
		refusal = fmt.Sprintf("%s not yet in a session (--max-pending %d)", plural.Count(s.pendingAll, "connection"), s.cfg.MaxPending)
	case s.pendingBy[addr] >= s.cfg.MaxPendingPerAddress:
		refusal = fmt.Sprintf("%s from it not yet in a session (--max-pending-per-address %d)", plural.Count(s.pendingBy[addr], "connection"), s.cfg.MaxPendingPerAddress)
	default: // counted as the limits are checked, so a burst cannot pass them
		s.conns[c] = struct{}{}
		c.pending = true
		s.pendingAll++
		s.pendingBy[addr]++
	}
	s.connMu.Unlock()
	if refusal != "" {
		c.mu.Lock()
		c.disarm()
		c.mu.Unlock()
		s.refusals.Printf("connection from %s refused: %s", addr, refusal)
		return nil
	}
	ctx.SetValue(connKey{}, c)
	return c
}

// connOf is the connection a context belongs to (nil if none: the
// methods of a nil *conn do nothing).
func connOf(ctx ssh.Context) *conn {
	c, _ := ctx.Value(connKey{}).(*conn)
	return c
}

// pend counts c as pending (c.mu held).
func (c *conn) pend() {
	if c.pending || c.closed {
		return
	}
	c.pending = true
	c.s.connMu.Lock()
	c.s.pendingAll++
	c.s.pendingBy[c.addr]++
	c.s.connMu.Unlock()
}

// unpend counts c as pending no more (c.mu held).
func (c *conn) unpend() {
	if !c.pending {
		return
	}
	c.pending = false
	c.s.connMu.Lock()
	c.s.pendingAll--
	if c.s.pendingBy[c.addr]--; c.s.pendingBy[c.addr] <= 0 {
		delete(c.s.pendingBy, c.addr)
	}
	c.s.connMu.Unlock()
}

// arm sets c's deadline d from now, replacing any (c.mu held).
func (c *conn) arm(d time.Duration, why string) {
	c.disarm()
	c.deadline, c.why = c.s.now().Add(d), why
	gen := c.gen
	c.stopTimer = c.s.afterFunc(d, "a connection's deadline", func() { c.expire(gen) })
}

// disarm stops c's deadline (c.mu held).
func (c *conn) disarm() {
	c.gen++
	if c.stopTimer != nil {
		c.stopTimer()
		c.stopTimer = nil
	}
}

// expire closes c if it is still pending at the deadline of timer gen.
// A session on its way in holds it open; if it is refused, sessionDone
// closes c then.
func (c *conn) expire(gen int) {
	c.mu.Lock()
	if gen != c.gen || !c.pending || c.closed || c.starting > 0 {
		c.mu.Unlock()
		return
	}
	why := c.why
	c.mu.Unlock()
	c.s.refusals.Printf("connection from %s closed: %s", c.addr, why)
	_ = c.Close()
}

// loggedIn is called when authentication said yes: from then on the
// connection has StartTimeout to start a session.
func (c *conn) loggedIn() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.authed || c.closed {
		return
	}
	c.authed = true
	if c.pending && c.running == 0 {
		c.arm(c.s.cfg.StartTimeout, "logged in but started no session within "+plural.Duration(c.s.cfg.StartTimeout))
	}
}

// sessionStarting is called as a session's shell or exec request goes to
// the session, before the server's handler runs for it: until the
// handler ends (sessionDone), the deadline does not close c.
func (c *conn) sessionStarting() {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.starting++
	c.mu.Unlock()
}

// sessionIn is called when a session is let in: c is no longer pending.
func (c *conn) sessionIn() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.running++
	c.unpend()
	c.disarm()
}

// sessionDone is called when the handler of a session ends; in says
// whether the session was let in. When the last session let in ends, c
// is pending again, with StartTimeout to start another; a session
// refused at the door leaves the deadline where it was.
func (c *conn) sessionDone(in bool) {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.starting--
	if in {
		c.running--
	}
	if c.closed || c.running > 0 {
		c.mu.Unlock()
		return
	}
	if in {
		// Armed before it is counted: whoever sees the count (a test on
		// its own clock) sees the deadline set.
		c.arm(c.s.cfg.StartTimeout, "started no session within "+plural.Duration(c.s.cfg.StartTimeout)+" of the last one's end")
		c.pend()
		c.mu.Unlock()
		return
	}
	due := c.starting == 0 && !c.s.now().Before(c.deadline)
	gen := c.gen
	c.mu.Unlock()
	if due { // the deadline passed while the refused session was on its way
		c.expire(gen)
	}
}

// openChannel counts a session channel, unless c has maxChannels open.
func (c *conn) openChannel() bool {
	if c == nil {
		return true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.channels >= maxChannels {
		return false
	}
	c.channels++
	return true
}

func (c *conn) closeChannel() {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.channels--
	c.mu.Unlock()
}

// keepEnv counts an env request kept by one of c's sessions, unless c's
// open sessions keep maxEnv.
func (c *conn) keepEnv() bool {
	if c == nil {
		return true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.envKept >= maxEnv {
		return false
	}
	c.envKept++
	return true
}

// giveBackEnv is called when a session that kept n env requests ends.
func (c *conn) giveBackEnv(n int) {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.envKept -= n
	c.mu.Unlock()
}

// refuseEnv counts an env request refused.
func (c *conn) refuseEnv() {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.envRefused++
	c.mu.Unlock()
	c.s.envRefused.Add(1)
}

// envRefusals is how many env requests c had refused.
func (c *conn) envRefusals() int {
	if c == nil {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.envRefused
}

// Close closes the connection and forgets it.
func (c *conn) Close() error {
	err := c.Conn.Close()
	c.closeOnce.Do(func() {
		c.mu.Lock()
		c.unpend()
		c.closed = true
		c.disarm()
		c.mu.Unlock()
		c.s.connMu.Lock()
		delete(c.s.conns, c)
		c.s.connMu.Unlock()
	})
	return err
}

// closePending takes no more connections and closes those not in a
// session (a session's connection is closed with it, in Shutdown).
func (s *Server) closePending() {
	s.connMu.Lock()
	s.connsClosed = true
	var pending []*conn
	for c := range s.conns {
		pending = append(pending, c)
	}
	s.connMu.Unlock()
	for _, c := range pending {
		c.mu.Lock()
		idle := c.pending && c.starting == 0
		c.mu.Unlock()
		if idle {
			_ = c.Close()
		}
	}
}

// pendingCount is how many connections are pending, in all and from addr.
func (s *Server) pendingCount(addr string) (all, from int) {
	s.connMu.Lock()
	defer s.connMu.Unlock()
	return s.pendingAll, s.pendingBy[addr]
}
