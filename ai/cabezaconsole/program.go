package cabezaconsole

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/internal/cmdline"
)

// Program is a Cabeza engine program driven through its engine
// console, with cabezacat as the referee: the game is kept here by the
// rules page, the program is told the position and the time, and its
// answer is checked before it is played. It speaks either dialect of the
// console, found out from its first answers. The program starts at the
// first move and keeps running (and its tables warm) until Close; a
// cancelled move or a failure kills it, and the next move starts it anew.
type Program struct {
	argv []string
	// StartTime is how long the program may take to answer its first
	// command (the original allocates about 1 GB before it reads one).
	StartTime time.Duration
	// Grace is added to the time of a move before the program loses on
	// time (pipes, a loaded machine, the original's time checks every
	// few thousand nodes).
	Grace time.Duration

	mu      sync.Mutex // one move (or Close) at a time
	proc    *sandbox.EngineProcess
	lines   <-chan sandbox.Line
	dialect Dialect
	sent    []string     // the last commands written, to know their echo
	recent  []string     // the last lines read, to explain a failure
	limits  string       // the timeout and depth last sent
	view    originalView // how the current position was shown to the original
	output  int          // bytes read during the current move
}

// Defaults of a Program.
const (
	ProgramStartTime = 30 * time.Second
	ProgramGrace     = time.Second
	// ProgramMaxDepth is the deepest depth sent to a program: the
	// original's tables end at its default 12 and it crashes beyond.
	ProgramMaxDepth = 12
	// programMaxOutput bounds what a program may print for one move.
	programMaxOutput = 4 << 20
	// programMaxBanner is how many lines a program may print before its
	// first answer.
	programMaxBanner = 50
	// programNoTime is the time a move gets when only a depth bounds it.
	programNoTime = 60 * time.Second
)

// NewProgram prepares the program a command line names (split like
// a shell splits plain words and quotes; no shell runs). It starts
// nothing yet.
func NewProgram(command string) (*Program, error) {
	argv, err := cmdline.Split(command)
	if err != nil {
		return nil, err
	}
	return &Program{argv: argv, StartTime: ProgramStartTime, Grace: ProgramGrace}, nil
}

// Dialect is the dialect the program answered in so far.
func (c *Program) Dialect() Dialect {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.dialect
}

// Move asks the program for its move in g's position within lim (its
// Time, and a Depth of at most ProgramMaxDepth; Nodes is not sent). Each
// depth it reports goes to progress, with the moves in this project's
// notation. A misbehaving program's error is a *forfeit.Failure: forfeit.Crash
// (it could not start or died), forfeit.Timeout (no answer in time + grace),
// forfeit.Flood (more than programMaxOutput bytes for a move, or a line
// longer than sandbox.MaxLine, as soon as that much of it is read),
// forfeit.Garbage (no move, or not a move at all; and at once, whatever
// it was asked, bytes no console prints, in a line or at the start of
// one not ended yet: garbageAt) or forfeit.IllegalMove. A cancelled ctx
// kills the program and returns ctx's error.
func (c *Program) Move(ctx context.Context, g cabeza.Game, lim search.Limits, progress func(ProgramInfo)) (cabeza.Move, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if g.Status().Over() {
		return cabeza.NoMove, fmt.Errorf("%w: %s", cabeza.ErrGameOver, g.Status())
	}
	if lim.Depth > ProgramMaxDepth {
		return cabeza.NoMove, fmt.Errorf("depth %d: an engine program gets at most %d", lim.Depth, ProgramMaxDepth)
	}
	m, err := c.move(ctx, g, lim, progress)
	if err != nil {
		c.kill()
		if ctx.Err() != nil {
			return cabeza.NoMove, ctx.Err()
		}
	}
	return m, err
}

func (c *Program) move(ctx context.Context, g cabeza.Game, lim search.Limits, progress func(ProgramInfo)) (cabeza.Move, error) {
	c.output = 0
	if c.proc == nil {
		if err := c.start(ctx); err != nil {
			return cabeza.NoMove, err
		}
	}
	if err := c.setLimits(ctx, lim); err != nil {
		return cabeza.NoMove, err
	}
	if err := c.setPosition(ctx, g); err != nil {
		return cabeza.NoMove, err
	}
	return c.search(ctx, g.Position(), lim, progress)
}

// start starts the program and learns its dialect from the answer to
// "fen" (ours prints the position; the original greets, prompts, and
// calls a bare "fen" an invalid command).
func (c *Program) start(ctx context.Context) error {
	proc, err := sandbox.StartEngine(c.argv)
	if err != nil {
		return forfeit.Errorf(forfeit.Crash, "%v", err)
	}
	c.proc, c.lines, c.dialect, c.limits, c.sent, c.recent = proc, proc.LinesAsRead(), DialectUnknown, "", nil, nil
	if err := c.send("fen"); err != nil {
		return err
	}
	original := false
	// A banner of the program's own is skipped, up to a point.
	for unknown := 0; ; {
		l, err := c.read(ctx, c.StartTime, "first answer")
		if err != nil {
			return err
		}
		original = original || l.original
		switch l.kind {
		case lineEmpty, lineEcho, lineNoise, lineSearchEnd:
			continue
		case linePosition, lineError:
		default:
			if unknown++; unknown < programMaxBanner {
				continue
			}
			return forfeit.Errorf(forfeit.Garbage, "does not answer like a Cabeza engine console: %s", quoteOutput(l.text))
		}
		c.dialect = DialectOurs
		if original {
			c.dialect = DialectOriginal
		}
		return nil
	}
}

// setLimits sends the move's time (and depth) when they changed.
func (c *Program) setLimits(ctx context.Context, lim search.Limits) error {
	ms := c.moveTime(lim).Milliseconds()
	want := fmt.Sprintf("timeout %d", max(ms, 1))
	if lim.Depth > 0 || c.dialect == DialectOurs { // ours takes 0 for none; the original refuses it
		want += fmt.Sprintf(",depth %d", lim.Depth)
	}
	if want == c.limits {
		return nil
	}
	for _, cmd := range strings.Split(want, ",") {
		if err := c.send(cmd); err != nil {
			return err
		}
		if c.dialect == DialectOriginal { // ours answers a setting with silence
			if _, err := c.await(ctx, cmd, lineNoise); err != nil {
				return err
			}
		}
	}
	c.limits = want
	return nil
}

func (c *Program) moveTime(lim search.Limits) time.Duration {
	if lim.Time > 0 {
		return lim.Time
	}
	return programNoTime
}

// setPosition gives the program g's position. This project's console gets
// the game's moves from the start when it began there (so it knows the
// positions that repeat), the original the position string and then the
// side to move (its parser ignores the side after the comma). When the
// original refuses a legal position (its parser rejects a two-square
// piece lying along rank 10 or file j), it gets the moves from reset, or,
// for a game that did not begin at the start, the position mirrored or
// seen from the other side (originalView).
func (c *Program) setPosition(ctx context.Context, g cabeza.Game) error {
	fromStart := g.Start() == cabeza.Start()
	c.view = viewPlain
	if c.dialect == DialectOurs {
		if fromStart {
			return c.replay(ctx, g)
		}
		if err := c.send("fen " + g.Position().String()); err != nil {
			return err
		}
		return c.check(ctx, g.Position())
	}
	fen := originalFEN(g.Position())
	for v := viewPlain; v < viewsAround; v++ {
		shown, _ := v.fen(fen)
		if err := c.send("fen " + shown); err != nil {
			return err
		}
		l, err := c.await(ctx, "fen", lineFENOK, lineFENError)
		if err != nil {
			return err
		}
		if l.kind == lineFENOK {
			c.view = v
			side := g.Side()
			if v&viewTurned != 0 {
				side = side.Opponent()
			}
			return c.setSide(ctx, side)
		}
		if v == viewPlain && fromStart {
			return c.replay(ctx, g)
		}
	}
	return forfeit.Errorf(forfeit.Garbage, "refuses the position %s (FEN error) in every view, and the game did not begin at the start to replay it", fen)
}

// setSide tells the original whose turn it is, with "turn". A console
// that does not know "turn" (it says so) is left to the side in the FEN.
func (c *Program) setSide(ctx context.Context, side cabeza.Player) error {
	if err := c.send("turn " + side.String()); err != nil {
		return err
	}
	_, err := c.await(ctx, "turn", lineNoise, lineError)
	return err
}

// replay sends reset and the game's moves.
func (c *Program) replay(ctx context.Context, g cabeza.Game) error {
	if err := c.send("reset"); err != nil {
		return err
	}
	for _, m := range g.Moves() {
		if err := c.send("move " + m.String()); err != nil {
			return err
		}
		if c.dialect == DialectOriginal {
			l, err := c.await(ctx, "move", lineMoveOK, lineMoveError)
			if err != nil {
				return err
			}
			if l.kind == lineMoveError {
				return forfeit.Errorf(forfeit.Garbage, "refuses the game's move %s (move error)", m)
			}
		}
	}
	if c.dialect == DialectOurs {
		return c.check(ctx, g.Position())
	}
	return nil
}

// check asks this project's console for its position and compares: it
// answers a setting only when it is wrong, so the question is also what
// tells that everything before it was read.
func (c *Program) check(ctx context.Context, want cabeza.Position) error {
	if err := c.send("fen"); err != nil {
		return err
	}
	var complaint string
	for {
		l, err := c.read(ctx, c.StartTime, "answer to fen")
		if err != nil {
			return err
		}
		switch l.kind {
		case lineError:
			if complaint == "" {
				complaint = l.text
			}
			continue
		case linePosition:
		default:
			continue
		}
		if l.pos.String() != want.String() && originalFEN(l.pos) != originalFEN(want) {
			why := ""
			if complaint != "" {
				why = " after " + quoteOutput(complaint)
			}
			return forfeit.Errorf(forfeit.Garbage, "has the position %s, want %s%s", originalFEN(l.pos), originalFEN(want), why)
		}
		return nil
	}
}

// search runs "search" and reads the depths and the best move.
func (c *Program) search(ctx context.Context, pos cabeza.Position, lim search.Limits, progress func(ProgramInfo)) (cabeza.Move, error) {
	if err := c.send("search"); err != nil {
		return cabeza.NoMove, err
	}
	deadline := time.Now().Add(c.moveTime(lim) + c.Grace)
	var lastPV []string // the deepest principal variation, as printed
	for {
		l, err := c.read(ctx, time.Until(deadline), fmt.Sprintf("move (%v and %v grace)", c.moveTime(lim), c.Grace))
		if err != nil {
			return cabeza.NoMove, err
		}
		switch l.kind {
		case lineInfo:
			if len(l.info.PV) > 0 {
				lastPV = l.info.PV
			}
			if progress != nil {
				in := l.info
				in.PV = make([]string, len(l.info.PV))
				for i, m := range l.info.PV {
					in.PV[i] = c.view.move(m)
				}
				in.PV = normalizePV(in.PV, pos.Side())
				if winner, ok := strings.CutSuffix(in.Score, " can force win"); ok {
					in.Score = "loss" // in the side to move's view, as ours
					if c.view.winner(winner) == pos.Side().String() {
						in.Score = "win"
					}
				}
				progress(in)
			}
		case lineBest:
			return c.bestMove(pos, l.move)
		case lineSearchEnd:
			// The original at its last commit ends a search with
			// "time: <ms>" and no "best move:" line: its move is the
			// first of the last principal variation it printed.
			if len(lastPV) == 0 {
				return cabeza.NoMove, forfeit.Errorf(forfeit.Garbage, "ended its search (%s) without a move", quoteOutput(l.text))
			}
			return c.bestMove(pos, lastPV[0])
		case lineError:
			return cabeza.NoMove, forfeit.Errorf(forfeit.Garbage, "answered search with %s", quoteOutput(l.text))
		}
	}
}

// bestMove reads the move the program chose, as printed.
func (c *Program) bestMove(pos cabeza.Position, printed string) (cabeza.Move, error) {
	text := normalizeMoveText(c.view.move(printed), pos.Side())
	m, err := cabeza.ParseMove(pos, text)
	if err != nil {
		kind := forfeit.IllegalMove
		if !looksLikeMove(text) {
			kind = forfeit.Garbage
		}
		return cabeza.NoMove, forfeit.Errorf(kind, "answered %s: %v", quoteOutput(printed), err)
	}
	return m, nil
}

// looksLikeMove says whether text has the shape of a move (a piece
// letter, then two to four direction letters), legal or not.
func looksLikeMove(text string) bool {
	if len(text) < 2 || len(text) > 5 {
		return false
	}
	if _, _, ok := cabeza.KindOfLetter(text[0]); !ok {
		return false
	}
	return strings.Trim(text[1:], "nsew") == ""
}
