package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"strings"

	"github.com/charmbracelet/ssh"

	"cabezacat/internal/plural"
	"cabezacat/internal/quote"
	"cabezacat/store"
)

// openStore opens the server's store and adjourns every game a server
// before this one left in progress (killed, or its machine lost): each
// waits at its last stored move for its players to come back.
func openStore(cfg Config, lg *log.Logger) (*store.Store, error) {
	ctx, cancel := ctxStore()
	defer cancel()
	st, err := store.Open(ctx, cfg.Database)
	if err != nil {
		return nil, err
	}
	if cfg.Clock != nil {
		st.SetClock(cfg.Clock.Now)
	}
	n, err := st.AdjournAll(ctx, "adjourned: the server stopped mid-game")
	if err != nil {
		st.Close()
		return nil, fmt.Errorf("database %s: adjourning the games in progress: %w", st.Where(), err)
	}
	if n > 0 {
		lg.Printf("%s left in progress by the last run adjourned (%s); each is offered to its players", plural.Count(n, "game"), st.Where())
	}
	return st, nil
}

// Store is the server's store.
func (s *Server) Store() *store.Store { return s.store }

// guestGreeting is a guest's word on the menu.
const guestGreeting = "a guest: casual tables; an SSH key keeps a rating"

// maxClaimTries bounds the handles a first-time visitor may try.
const maxClaimTries = 5

// account finds the player a visitor's key logs in as, or makes one: the
// first visit claims a handle, the SSH user name when it is free and a
// valid handle, else one the visitor types. A visitor without a key is a
// guest (nil player, no error). It returns the greeting for the menu.
func (s *Server) account(sess ssh.Session, v *visitor) (greeting string, err error) {
	k := sess.PublicKey()
	if k == nil {
		// A guest: casual tables and watching, and nothing kept, which
		// the menu says at once, so that nobody finds out at the end.
		return guestGreeting, nil
	}
	key := store.KeyOf(k)
	ctx, cancel := context.WithTimeout(sess.Context(), storeTimeout)
	defer cancel()
	p, err := s.store.PlayerByKey(ctx, key.Fingerprint)
	if err == nil {
		v.player, v.name = p.ID, p.Handle
		return fmt.Sprintf("welcome back, %s", quote.Text(p.Handle, maxNameRunes)), nil
	}
	if !errors.Is(err, store.ErrNotFound) {
		return "", err
	}
	why := ""
	if err := store.CheckHandle(sess.User()); err == nil {
		p, err = s.store.Claim(ctx, sess.User(), key)
		if err == nil {
			v.player, v.name = p.ID, p.Handle
			return fmt.Sprintf("welcome, %s: this key is your account now", p.Handle), nil
		}
		if !errors.Is(err, store.ErrHandleTaken) {
			return "", err
		}
		why = err.Error()
	} else {
		why = fmt.Sprintf("%s is not a handle: %v", quote.Text(sess.User(), maxNameRunes), err)
	}
	// A visitor who types nothing is closed after the idle time, as in
	// the game.
	stop := s.afterFunc(s.cfg.Idle, "the handle prompt's idle timer", func() { sess.Close() })
	defer stop()
	for try := 0; try < maxClaimTries; try++ {
		fmt.Fprintf(sess, "cabezacat: %s.\r\nChoose your handle (2-20 letters, digits, - and _): ", why)
		h, err := readLine(sess, store.MaxHandle+10)
		if err != nil {
			return "", err
		}
		p, err = s.store.Claim(ctx, h, key)
		if err == nil {
			v.player, v.name = p.ID, p.Handle
			return fmt.Sprintf("welcome, %s: this key is your account now", p.Handle), nil
		}
		var herr store.HandleError
		if !errors.Is(err, store.ErrHandleTaken) && !errors.As(err, &herr) {
			return "", err
		}
		why = err.Error()
	}
	return "", fmt.Errorf("no handle claimed after %d tries", maxClaimTries)
}

// errQuitPrompt: the visitor left the handle prompt.
var errQuitPrompt = errors.New("left at the handle prompt")

// readLine reads a line the visitor types at a prompt before the game
// starts: the terminal is raw, so it echoes what it takes (printable
// ASCII), takes backspace, and ends at enter; ctrl+c or ctrl+d leaves.
// At most max characters.
func readLine(rw io.ReadWriter, max int) (string, error) {
	var line []byte
	buf := make([]byte, 64)
	for {
		n, err := rw.Read(buf)
		for _, c := range buf[:n] {
			switch {
			case c == '\r' || c == '\n':
				io.WriteString(rw, "\r\n")
				return strings.TrimSpace(string(line)), nil
			case c == 3 || c == 4:
				io.WriteString(rw, "\r\n")
				return "", errQuitPrompt
			case c == 127 || c == 8:
				if len(line) > 0 {
					line = line[:len(line)-1]
					io.WriteString(rw, "\b \b")
				}
			case c >= 0x20 && c < 0x7f && len(line) < max:
				line = append(line, c)
				rw.Write([]byte{c})
			}
		}
		if err != nil {
			return "", err
		}
	}
}
