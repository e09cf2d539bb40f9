package serve

import (
	"context"
	"fmt"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// keepaliveRequest is the global request OpenSSH's server sends for
// ClientAliveInterval. Clients that do not know it answer false, and any
// answer is a sign of life.
const keepaliveRequest = "keepalive@openssh.com"

// keepAlive asks the session's client for a sign of life every
// cfg.Keepalive, on the server's clock, and closes the connection when a
// request stays unanswered for cfg.KeepaliveCount intervals: a network that
// died without a reset (a lid closed, Wi-Fi gone) leaves the connection
// half-open, and only the close starts the dropped-session path (the seat's
// grace period, the other player told, the visitor's game saved).
//
// The first tick is armed before keepAlive returns. stop ends the watch,
// waits for it to end, and says whether it closed the connection. With
// Keepalive 0 it asks nothing.
func (s *Server) keepAlive(sess ssh.Session) (stop func() (gaveUp bool)) {
	conn, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn)
	if s.cfg.Keepalive <= 0 || !ok {
		return func() bool { return false }
	}
	// The session's context is its connection's: it would outlive a
	// session that ends while the client keeps the connection open.
	ctx, cancel := context.WithCancel(sess.Context())
	ticks := make(chan struct{}, 1)
	var stopTimer func() bool
	arm := func() {
		stopTimer = s.afterFunc(s.cfg.Keepalive, "the keepalive timer", func() {
			select {
			case ticks <- struct{}{}:
			default: // a tick not yet taken is as good
			}
		})
	}
	arm()
	done := make(chan struct{})
	var closed bool // written before done is closed
	s.goSafe("the keepalive watch", func() {
		defer close(done)
		defer func() { stopTimer() }()
		closed = s.watchAnswers(ctx, conn, ticks, arm)
	})
	return func() bool {
		cancel()
		<-done
		return closed
	}
}

// watchAnswers is keepAlive's loop: one request in flight at a time, sent
// on a tick; each later tick without its answer is a miss. It returns true
// when it closed conn, false when ctx ended.
func (s *Server) watchAnswers(ctx context.Context, conn gossh.Conn, ticks <-chan struct{}, arm func()) bool {
	answers := make(chan struct{}, 1) // one request in flight: never blocks
	asking, missed := false, 0
	for {
		select {
		case <-ctx.Done():
			return false
		case <-answers:
			asking, missed = false, 0
			s.keepalivesAnswered.Add(1)
		case <-ticks:
			arm()
			if !asking {
				asking = true
				// SendRequest waits for the answer, which may never come:
				// it returns with an error once the connection is closed.
				s.goSafe("a keepalive request", func() {
					if _, _, err := conn.SendRequest(keepaliveRequest, true, nil); err == nil {
						answers <- struct{}{}
					}
				})
				continue
			}
			if missed++; missed >= s.cfg.KeepaliveCount {
				_ = conn.Close()
				return true
			}
		}
	}
}

// silence says, for the log, why keepAlive closed a connection.
func (s *Server) silence() string {
	return fmt.Sprintf("no answer to keepalives for %v", time.Duration(s.cfg.KeepaliveCount)*s.cfg.Keepalive)
}
