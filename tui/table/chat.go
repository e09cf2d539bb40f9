package table

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"cabezacat/internal/plural"
)

// The chat at a table: players and spectators say one line at a time.
// Its limits keep one visitor from flooding the others or the server:
// a line is at most ChatMaxRunes characters; a person says at most
// ChatBurst lines in any ChatWindow; a table keeps at most ChatKept lines
// (the game's chat, kept with it), and a snapshot carries the last
// ChatShown of them (what a screen can show).
const (
	ChatMaxRunes = 200
	ChatBurst    = 5
	ChatWindow   = 10 * time.Second
	ChatKept     = 500
	ChatShown    = 20
)

// ChatLine is one line said at a table. Text is kept as it was typed
// (one line, at most ChatMaxRunes): whoever shows it quotes it
// (internal/quote), since it may hold control characters.
type ChatLine struct {
	N    int // its place in the table's chat, from 1
	At   time.Time
	Seat int    // 0, 1, or Spectator
	Name string // as they logged in ("" for someone without a name)
	Text string
}

// Errors of the chat; a refused line is said back to its sender only.
var (
	ErrChatEmpty = errors.New("nothing to say: type a line first")
	ErrChatLines = errors.New("one line at a time: a message may not hold a line break")
	ErrChatFull  = fmt.Errorf("this table's chat is full (%d lines, the most a game keeps)", ChatKept)
)

// chatter is one person's recent lines, for the rate limit: who is
// counted by key when they came with one, else by name, so leaving and
// coming back does not reset the count.
type chatter struct {
	said []time.Time // the times of their last lines, at most ChatBurst
}

func chatterOf(id Identity) string {
	if id.Key != "" {
		return "key " + id.Key
	}
	return "name " + id.Name
}

// Chat says a line at the table, as a player or a spectator.
func (s *Sub) Chat(text string) error {
	return s.t.call(request{kind: reqChat, sub: s.id, text: text})
}

// MuteSpectators hides (on true) or shows again the spectators' lines on
// this player's screens; the spectators still see each other's.
func (s *Sub) MuteSpectators(on bool) error {
	return s.t.call(request{kind: reqMute, sub: s.id, watch: on})
}

// checkChat says what is wrong with a line, or nil.
func checkChat(text string) error {
	if strings.ContainsAny(text, "\r\n") {
		return ErrChatLines
	}
	if len(text) > 4*ChatMaxRunes { // more bytes than any line of ChatMaxRunes runes
		return fmt.Errorf("too long: a line is at most %d characters", ChatMaxRunes)
	}
	if n := utf8.RuneCountInString(text); n > ChatMaxRunes {
		return fmt.Errorf("too long: %d characters, at most %d a line", n, ChatMaxRunes)
	}
	if strings.TrimSpace(text) == "" {
		return ErrChatEmpty
	}
	return nil
}

// chat serves a line said by sub.
func (s *state) chat(sub *subscriber, text string, now time.Time) error {
	text = strings.TrimSpace(text)
	if err := checkChat(text); err != nil {
		return err
	}
	if len(s.chatLines) >= ChatKept {
		return ErrChatFull
	}
	if s.chatters == nil {
		s.chatters = map[string]*chatter{}
	}
	who := chatterOf(sub.ident)
	c := s.chatters[who]
	if c == nil {
		c = &chatter{}
		s.chatters[who] = c
	}
	if len(c.said) == ChatBurst {
		if wait := c.said[0].Add(ChatWindow).Sub(now); wait > 0 {
			up := (wait + time.Second - 1).Truncate(time.Second) // whole seconds, rounded up
			return fmt.Errorf("slow down: at most %d lines in %s; wait %s", ChatBurst, plural.Duration(ChatWindow), plural.Duration(up))
		}
		c.said = c.said[1:]
	}
	c.said = append(c.said, now)
	s.chatLines = append(s.chatLines, ChatLine{N: len(s.chatLines) + 1, At: now, Seat: sub.seat, Name: sub.ident.Name, Text: text})
	s.journalChat()
	return nil
}

// mute serves a player's MuteSpectators.
func (s *state) mute(sub *subscriber, on bool) error {
	if sub.seat == Spectator {
		return errors.New("only a player may mute the spectators")
	}
	s.muted[sub.seat] = on
	if on {
		s.event = fmt.Sprintf("%s muted the spectators' chat on their screen", s.kindName(sub.seat))
	} else {
		s.event = fmt.Sprintf("%s reads the spectators' chat again", s.kindName(sub.seat))
	}
	return nil
}

// ChatLog is the game's chat, every line kept, in order: what the
// archive stores with the game. It runs in the table's goroutine (as
// end does), so it reads the state directly.
func (s *state) ChatLog() []ChatLine { return append([]ChatLine(nil), s.chatLines...) }

// chatFor is the end of the chat that a subscriber in seat sees: the
// last ChatShown lines, without the spectators' if that seat muted them.
func (s *state) chatFor(seat int) []ChatLine {
	muted := seat != Spectator && s.muted[seat]
	var out []ChatLine
	for i := len(s.chatLines) - 1; i >= 0 && len(out) < ChatShown; i-- {
		if l := s.chatLines[i]; !muted || l.Seat != Spectator {
			out = append(out, l)
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
