package panics

import (
	"fmt"
	"runtime/debug"
	"strconv"
)

// Panic is a recovered panic: the value it was raised with and the stack
// of the goroutine it happened in.
type Panic struct {
	Value any
	Stack []byte
}

// Catch runs f and returns the panic f ended with, or nil when f
// returned.
func Catch(f func()) (p *Panic) {
	defer func() {
		if v := recover(); v != nil {
			p = &Panic{Value: v, Stack: debug.Stack()}
		}
	}()
	f()
	return nil
}

// Run runs f; a panic in f goes to report (if not nil) instead of on up.
// A panic in report itself is dropped: there is nowhere left to tell.
func Run(f func(), report func(*Panic)) {
	p := Catch(f)
	if p != nil && report != nil {
		Catch(func() { report(p) })
	}
}

// Go runs f in a goroutine of its own, as the go statement does, with a
// panic in f going to report (see Run).
func Go(f func(), report func(*Panic)) { go Run(f, report) }

// Func is f with a panic going to report (see Run): for a callback that
// runs in a goroutine of its own, such as time.AfterFunc's.
func Func(f func(), report func(*Panic)) func() { return func() { Run(f, report) } }

// maxWords bounds the value as Words writes it.
const maxWords = 200

// Words is the panic's value for people and the log: on one line, quoted
// (control characters as visible escapes, so nothing in it reaches a
// terminal as an escape sequence or forges a log line), and cut at 200
// characters.
func (p *Panic) Words() string {
	s := fmt.Sprint(p.Value)
	if r := []rune(s); len(r) > maxWords {
		s = string(r[:maxWords]) + "…"
	}
	return strconv.Quote(s)
}

// Report is the panic for a log: where it happened, its value (as Words
// writes it) and its stack.
func (p *Panic) Report(where string) string {
	return fmt.Sprintf("panic in %s: %s\n%s", where, p.Words(), p.Stack)
}
