package serve

import (
	"encoding/binary"
	"fmt"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// What a visitor may keep on the server before their session starts. The
// SSH library keeps every env request of a session, whatever its size
// and number; the server takes at most maxEnv of them per session, each
// with a name of at most maxEnvName bytes and a value of at most
// maxEnvValue, and refuses the rest (counted, and said in the session's
// log line). A connection has at most maxChannels session channels open,
// as OpenSSH's MaxSessions, so that a visitor's env stays within
// maxChannels × maxEnv × (maxEnvName + maxEnvValue), about 2.8 MB, until
// the start deadline closes a connection that starts nothing.
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
	go f.c.filter(reqs, out)
	return ch, out, nil
}

// filter passes a session's requests on, but refuses env requests beyond
// the bounds (and every env request after the shell, which the session
// would refuse too), and tells the connection when a session starts: the
// first shell or exec request is the one the session runs the server's
// handler for.
func (c *conn) filter(in <-chan *gossh.Request, out chan<- *gossh.Request) {
	defer close(out)
	kept, started := 0, false
	for req := range in {
		switch req.Type {
		case "env":
			if started || kept >= maxEnv || !envFits(req.Payload) {
				c.refuseEnv()
				_ = req.Reply(false, nil)
				continue
			}
			kept++
		case "shell", "exec":
			if !started {
				started = true
				c.sessionStarting()
			}
		}
		out <- req
	}
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
