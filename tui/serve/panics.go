package serve

import (
	"fmt"
	"log"
	"time"

	"cabezacat/internal/panics"
)

// No panic ends the server. A session's handler runs under wish's
// recover middleware (server.go), each visitor's TUI recovers its own
// (the root: their game saved, they are told), each table recovers its
// own (table.Config.Log), and the goroutines and timers the server starts
// go through goSafe and afterFunc: a panic in one is logged with its
// stack and ends that piece of work only.

// report logs a panic in what with its stack.
func (s *Server) report(what string) func(*panics.Panic) { return reportTo(s.log, what) }

func reportTo(l *log.Logger, what string) func(*panics.Panic) {
	return func(p *panics.Panic) { l.Print(p.Report(what)) }
}

// goSafe runs f in a goroutine of its own; a panic in it is logged.
func (s *Server) goSafe(what string, f func()) { panics.Go(f, s.report(what)) }

// afterFunc is the server clock's AfterFunc with a panic in f logged.
func (s *Server) afterFunc(d time.Duration, what string, f func()) (stop func() bool) {
	return s.cfg.Clock.AfterFunc(d, panics.Func(f, s.report(what)))
}

// recoverLog is the log wish's recover middleware writes a session's
// panic to: the server's, with the value quoted (it may hold text a
// visitor chose) as every panic's report is.
type recoverLog struct{ log *log.Logger }

func (l recoverLog) Printf(format string, v ...any) {
	if len(v) == 2 { // wish's "panic: %v\n%s": the value and the stack
		p := panics.Panic{Value: v[0], Stack: []byte(fmt.Sprint(v[1]))}
		l.log.Print(p.Report("a session"))
		return
	}
	l.log.Printf(format, v...)
}
