package cabezaconsole

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// Console is the engine console of the seed: it reads one command
// per line and writes plain text, the same from a pipe or a terminal, so
// it can be scripted:
//
//	printf 'fen …\nsearch\nfen …\nsearch\n' | cabezacat cabeza engine
//
// answers both searches and leaves (Run says how the end of the input,
// stop and quit end what runs). A bad command or argument prints "error: <what is wrong>" and the
// console carries on.
type Console struct {
	out     io.Writer
	game    *cabeza.Game
	before  []*cabeza.Game // the games "turn" left, newest last, for undo
	engine  *cabezaengine.Engine
	timeout time.Duration    // 0: none
	depth   int              // 0: none
	clock   *[2]search.Clock // by colour; nil: none (clock.go)
	// original: answer in the original engine's dialect; terminal: with
	// its prompt and colours (only for a person at a terminal).
	original, terminal bool
}

// Console defaults: a search stops after 3 seconds unless depth is set.
const (
	consoleTimeout = 3 * time.Second
	// consoleMaxLine is the longest command line read; no command needs
	// a hundredth of it, and a longer line is answered with an error.
	consoleMaxLine = 64 << 10
	// consoleMaxPosition is the longest position string read.
	consoleMaxPosition = 200
)

// New makes a console at the start position writing to out.
func New(out io.Writer) *Console {
	return &Console{
		out:     out,
		game:    cabeza.NewGame(cabeza.Start()),
		engine:  cabezaengine.New(cabezaengine.Options{}),
		timeout: consoleTimeout,
	}
}

// Exec runs one command line and reports whether it was quit.
func (c *Console) Exec(ctx context.Context, line string) (quit bool) {
	name, arg, _ := strings.Cut(strings.TrimSpace(line), " ")
	arg = strings.TrimSpace(arg)
	if name == "" {
		return false
	}
	if c.original {
		return c.execOriginal(ctx, name, arg)
	}
	cmd, ok := consoleCommands[name]
	if !ok {
		c.errorf("unknown command %s (help lists them)", clipInput(name))
		return false
	}
	if cmd.arg == argNone && arg != "" {
		c.errorf("%s takes no argument, got %s", cmd.name, clipInput(arg))
		return false
	}
	if cmd.arg == argNeeded && arg == "" {
		c.errorf("%s needs %s", cmd.name, cmd.argName)
		return false
	}
	switch cmd.name {
	case "quit":
		return true
	case "help":
		c.help()
		return false
	case "stop":
		return false // nothing runs: a search reads its stop while it runs (Run)
	}
	if err := cmd.run(c, ctx, arg); err != nil {
		c.errorf("%v", err)
	}
	return false
}

func (c *Console) errorf(format string, a ...any) {
	fmt.Fprintf(c.out, "error: "+format+"\n", a...)
}

type argKind uint8

const (
	argNone     argKind = iota // the command takes nothing
	argOptional                // "turn", "fen", "timeout", "depth"
	argNeeded                  // "move", "perft", "divide"
)

type consoleCommand struct {
	name, alias string
	arg         argKind
	argName     string
	help        string
	run         func(c *Console, ctx context.Context, arg string) error
}

// consoleCommandList is the seed's commands with their aliases, then the
// testing commands, in the order help lists them.
var consoleCommandList = []consoleCommand{
	{"draw", "d", argNone, "", "draw the board: every piece with its colour and height, and the side to move", (*Console).draw},
	{"move", "m", argNeeded, "a move, e.g. Fne", "play a move for the side to move", (*Console).move},
	{"turn", "t", argOptional, "red|r|blue|b", "switch the side to move (toggle, or set it)", (*Console).turn},
	{"search", "s", argNone, "", "search the position: info lines per depth, then bestmove", (*Console).search},
	{"play", "P", argNone, "", "search, then play the best move (p too, as the original)", (*Console).play},
	{"fen", "", argOptional, "a position string", "print the position string, or set the position from one", (*Console).fen},
	{"undo", "u", argNone, "", "take back the last move", (*Console).undo},
	{"reset", "", argNone, "", "back to the starting position", (*Console).reset},
	{"timeout", "", argOptional, "milliseconds", "print or set the search time limit (0: none)", (*Console).setTimeout},
	{"depth", "", argOptional, "a depth", "print or set the maximum search depth (0: none; with timeout 0 a search runs until stop)", (*Console).setDepth},
	{"clock", "", argOptional, "off|<red ms> <blue ms> [<red inc> <blue inc>]", "print or set the clocks a search takes its time from, as UCI's wtime btime winc binc (off: the timeout)", (*Console).setClock},
	{"threads", "", argOptional, "a count", fmt.Sprintf("print or set how many threads a search runs on (1 to %d; default 1)", cabezaengine.MaxThreads), (*Console).setThreads},
	{"stop", "", argNone, "", "stop a running search (it prints its best move so far) or perft", nil},
	{"quit", "", argNone, "", "leave at once, stopping what runs; the end of the input leaves once all before it has run", nil},
	{"perft", "", argNeeded, perftDepthHelp, "count the legal-move tree to a depth: perft <d> nodes <n> time <ms> nps <r>", (*Console).perft},
	{"divide", "", argNeeded, perftDepthHelp, "perft split by first move", (*Console).divide},
	{"moves", "", argNone, "", "list the legal moves", (*Console).moves},
	{"help", "", argNone, "", "this list", nil}, // run by Exec: it reads this list
}

var consoleCommands = map[string]*consoleCommand{}

func init() {
	for i := range consoleCommandList {
		cmd := &consoleCommandList[i]
		consoleCommands[cmd.name] = cmd
		if cmd.alias != "" {
			consoleCommands[cmd.alias] = cmd
		}
	}
	consoleCommands["p"] = consoleCommands["play"] // the original engine's alias
}

func (c *Console) help() {
	for _, cmd := range consoleCommandList {
		use := cmd.name
		if cmd.alias != "" {
			use += "/" + cmd.alias
		}
		switch cmd.arg {
		case argOptional:
			use += " [" + cmd.argName + "]"
		case argNeeded:
			use += " <" + cmd.argName + ">"
		}
		fmt.Fprintf(c.out, "%-34s %s\n", use, cmd.help)
	}
}

// draw prints the board, rank 10 at the top. Every square a piece covers
// shows its letter (upper case red, lower case blue) and, for a block,
// its height: "O2" is red's Opa standing two high.
func (c *Console) draw(context.Context, string) error {
	pos := c.game.Position()
	var b strings.Builder
	b.WriteString(cabeza.Diagram(pos))
	fmt.Fprintf(&b, "%s to move, move %d", pos.Side(), pos.Fullmove())
	if st := c.game.Status(); st.Over() {
		fmt.Fprintf(&b, "; game over: %s", st)
	}
	b.WriteString("\nC/c Cabeza, M/m Mini, F/f Flaco, H/h Chato, O/o Opa; upper case red, lower case blue; digit: height\n")
	_, err := io.WriteString(c.out, b.String())
	return err
}

func (c *Console) move(_ context.Context, arg string) error {
	if len(arg) > 16 {
		return fmt.Errorf("move %s: a move is 2 to 5 letters", clipInput(arg))
	}
	if _, err := c.game.PlayText(arg); err != nil {
		return err
	}
	c.sayIfOver()
	return nil
}

func (c *Console) sayIfOver() {
	if st := c.game.Status(); st.Over() {
		fmt.Fprintf(c.out, "game over: %s\n", st)
	}
}

// turn gives the move to the other player (or the named one). The layout
// stays and a new game starts from it; the game before is kept, so undo
// goes on into it.
func (c *Console) turn(_ context.Context, arg string) error {
	side, err := c.switchTurn(arg)
	if err != nil {
		return err
	}
	fmt.Fprintf(c.out, "%s to move\n", side)
	return nil
}

func (c *Console) switchTurn(arg string) (cabeza.Player, error) {
	pos := c.game.Position()
	side := pos.Side().Opponent()
	switch arg {
	case "":
	case "red", "r":
		side = cabeza.Red
	case "blue", "b":
		side = cabeza.Blue
	default:
		return side, fmt.Errorf("turn %s: want red, r, blue or b", clipInput(arg))
	}
	c.before = append(c.before, c.game)
	c.game = cabeza.NewGame(pos.WithSide(side))
	return side, nil
}

func (c *Console) fen(_ context.Context, arg string) error {
	if arg == "" {
		pos := c.game.Position()
		fmt.Fprintln(c.out, pos.String())
		return nil
	}
	pos, err := parseConsolePosition(arg)
	if err != nil {
		return err
	}
	c.newGame(pos)
	c.sayIfOver()
	return nil
}

// parseConsolePosition reads a position string, refusing one too long to
// be one before the parser quotes any of it.
func parseConsolePosition(arg string) (cabeza.Position, error) {
	if len(arg) > consoleMaxPosition {
		return cabeza.Position{}, fmt.Errorf("position string of %d bytes: a position string is at most %d", len(arg), consoleMaxPosition)
	}
	pos, _, err := parseEitherPosition(arg)
	return pos, err
}

func (c *Console) newGame(pos cabeza.Position) {
	c.game, c.before = cabeza.NewGame(pos), nil
}

func (c *Console) undo(context.Context, string) error {
	if !c.takeBack() {
		return fmt.Errorf("no move to undo")
	}
	return nil
}

// takeBack undoes the last move, going back through the games "turn"
// left when the current one has none (a turn switch goes with the move
// before it, as in the original engine, whose turn changes only the
// position).
func (c *Console) takeBack() bool {
	moves := c.game.Ply()
	for _, g := range c.before {
		moves += g.Ply()
	}
	if moves == 0 {
		return false
	}
	for !c.game.Undo() {
		if len(c.before) == 0 {
			return false
		}
		c.game = c.before[len(c.before)-1]
		c.before = c.before[:len(c.before)-1]
	}
	return true
}

func (c *Console) reset(context.Context, string) error {
	c.newGame(cabeza.Start())
	return nil
}

// moves lists the legal moves in byte order of their notation (none once
// the game is over).
func (c *Console) moves(context.Context, string) error {
	var names []string
	for _, m := range c.game.LegalMoves() {
		names = append(names, m.String())
	}
	slices.Sort(names)
	fmt.Fprintln(c.out, strings.Join(names, " "))
	return nil
}
