package serve

import (
	"encoding/binary"
	"fmt"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// What a visitor may keep on the server. The SSH library keeps every env
// request of a session, whatever its size and number; the server takes
// at most maxEnv of them on a connection's open sessions together, each
// with a name of at most maxEnvName bytes and a value of at most
// maxEnvValue, and refuses the rest (counted, and said in the session's
// log line): at most 64 × 4.3 KB, about 280 KB, a connection. A
// connection has at most maxChannels session channels open, as OpenSSH's
// MaxSessions.
const (
	maxEnv      = 64
	maxEnvName  = 256
	maxEnvValue = 4096
	maxChannels = 10
)

// sessionChannel is the server's handler of "session" channels: the SSH
// library's, with the session's requests passed through filter first.
func (s *Server) sessionChannel(srv *ssh.Server, sc *gossh.ServerConn, nc gossh.NewChannel, ctx ssh.Context) {
	c := connOf(ctx)
	if !c.openChannel() {
		_ = nc.Reject(gossh.ResourceShortage, fmt.Sprintf("at most %d sessions on one connection", maxChannels))
		return
	}
	defer c.closeChannel()
	ssh.DefaultSessionHandler(srv, sc, filteredChannel{NewChannel: nc, c: c}, ctx)
}

// filteredChannel is a new session channel whose requests, once it is
// accepted, go through filter.
type filteredChannel struct {
	gossh.NewChannel
	c *conn
}

func (f filteredChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := f.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	sizes := make(chan ssh.Window, 1)
	f.c.s.goSafe("a session's requests", func() { f.c.filter(reqs, out, sizes) })
	return sessionChan{Channel: ch, c: f.c, sizes: sizes}, out, nil
}

// The window sizes of a session's terminal after its PTY's go to the
// server's handler by a channel of their own, not through the SSH
// library: it keeps room for one size, the PTY's, until the handler takes
// it, so a resize before the shell (a terminal dragged as ssh connects)
// would stall the session's requests for good, and with them the
// connection once its queue is full; and it writes the session's size as
// the handler reads it. The handler finds its sizes by asking its channel
// (sizesRequest with a number of the connection's, answered by
// sessionChan, never sent).
const sizesRequest = "sizes@cabezacat"

// sessionChan is a session's channel, which hands its sizes to the
// handler.
type sessionChan struct {
	gossh.Channel
	c     *conn
	sizes <-chan ssh.Window
}

func (ch sessionChan) SendRequest(name string, wantReply bool, payload []byte) (bool, error) {
	if name != sizesRequest {
		return ch.Channel.SendRequest(name, wantReply, payload)
	}
	if ch.c == nil || len(payload) != 8 {
		return false, nil
	}
	ch.c.mu.Lock()
	defer ch.c.mu.Unlock()
	if ch.c.sizes == nil {
		ch.c.sizes = map[uint64]<-chan ssh.Window{}
	}
	ch.c.sizes[binary.BigEndian.Uint64(payload)] = ch.sizes
	return true, nil
}

// sizesOf is the window sizes after the PTY's of a session's terminal,
// the latest one waiting; it is closed when the session's requests end.
// Nil for a session whose channel is not the server's.
func (c *conn) sizesOf(sess ssh.Session) <-chan ssh.Window {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	c.nextSizes++
	n := c.nextSizes
	c.mu.Unlock()
	if ok, err := sess.SendRequest(sizesRequest, false, binary.BigEndian.AppendUint64(nil, n)); !ok || err != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	sizes := c.sizes[n]
	delete(c.sizes, n)
	return sizes
}

// filter passes a session's requests on, but refuses env requests beyond
// the bounds (and every env request after the shell, which the session
// would refuse too; the session's are given back to the connection when
// its requests end), answers the terminal's resizes itself and sends
// them to sizes, and tells the connection when a session starts: the
// first shell or exec request is the one the session runs the server's
// handler for. When the requests end, it closes sizes.
func (c *conn) filter(in <-chan *gossh.Request, out chan<- *gossh.Request, sizes chan ssh.Window) {
	defer close(sizes)
	defer close(out)
	kept, pty, started := 0, false, false
	defer func() { c.giveBackEnv(kept) }()
	for req := range in {
		switch req.Type {
		case "env":
			if started || !envFits(req.Payload) || !c.keepEnv() {
				c.refuseEnv()
				_ = req.Reply(false, nil)
				continue
			}
			kept++
		case "pty-req":
			pty = true
		case "window-change":
			if pty {
				w, ok := parseWindow(req.Payload)
				_ = req.Reply(ok, nil)
				if ok {
					select { // the latest size wins
					case sizes <- w:
					default:
						select {
						case <-sizes:
						default:
						}
						sizes <- w // no one else sends: there is room
					}
				}
				continue
			}
		case "shell", "exec":
			if !started {
				started = true
				c.sessionStarting()
			}
		}
		out <- req
	}
}

// parseWindow reads a window-change request's payload: columns, rows,
// and the size in pixels.
func parseWindow(p []byte) (ssh.Window, bool) {
	if len(p) != 16 {
		return ssh.Window{}, false
	}
	u := func(i int) int { return int(binary.BigEndian.Uint32(p[4*i:])) }
	return ssh.Window{Width: u(0), Height: u(1), WidthPixels: u(2), HeightPixels: u(3)}, true
}

// envFits says whether an env request's payload (name and value, each an
// SSH string) is well formed and within the bounds.
func envFits(p []byte) bool {
	name, rest, ok := sshString(p)
	if !ok || len(name) == 0 || len(name) > maxEnvName {
		return false
	}
	value, rest, ok := sshString(rest)
	return ok && len(value) <= maxEnvValue && len(rest) == 0
}

// sshString splits an SSH string (a 32-bit length, then the bytes) off p.
func sshString(p []byte) (s, rest []byte, ok bool) {
	if len(p) < 4 {
		return nil, nil, false
	}
	n := binary.BigEndian.Uint32(p)
	if uint64(n) > uint64(len(p)-4) {
		return nil, nil, false
	}
	return p[4 : 4+n], p[4+n:], true
}
