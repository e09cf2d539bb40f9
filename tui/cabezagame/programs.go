package cabezagame

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/internal/cmdline"
	"cabezacat/internal/panics"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
)

// cabezaPrograms are the engine programs that play sides of a Cabeza
// game: what ends each, and the side whose program failed, if one did.
// A failed program loses its side's turn, not the game: the person takes
// the side over (t) or gives it to the built-in AI (i), and plays on.
type cabezaPrograms struct {
	closers [2]func()
	lost    *cabezaForfeit
}

type cabezaForfeit struct {
	side   cabeza.Player
	reason error
}

// takeOverKeys answer a failed engine program.
var takeOverKeys = struct{ Human, AI key.Binding }{
	Human: key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "take over the side whose engine program failed")),
	AI:    key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "give the side whose engine program failed to the built-in AI")),
}

// start makes the searcher of the program that plays pl; the program
// itself starts at its first move.
func (p *cabezaPrograms) start(pl int, command string, moveTime time.Duration) (cabezaSearcher, error) {
	if newCabezaProgram == nil {
		return nil, errors.New("engine programs are not built in")
	}
	search, closer, err := newCabezaProgram(command, moveTime)
	if err != nil {
		return nil, fmt.Errorf("engine command %q: %v", command, err)
	}
	p.closers[pl] = closer
	return search, nil
}

func (p cabezaPrograms) forfeited(side cabeza.Player) bool {
	return p.lost != nil && p.lost.side == side
}

// close ends every program, in the background: a program is given a
// moment to quit, and Update must not wait for it.
func (p cabezaPrograms) close(opts common.Options) {
	for _, c := range p.closers {
		if c != nil {
			panics.Go(c, logPanic(opts, "closing an engine program"))
		}
	}
}

// logPanic is where a panic in a goroutine of the screen's (what names
// it) goes: the log of the person running the program (see
// common.Options.Log).
func logPanic(opts common.Options, what string) func(*panics.Panic) {
	return func(p *panics.Panic) { opts.Log(p.Report(what)) }
}

// forfeit stops the side to move, whose program failed, and says why.
func (m *Model) forfeit(reason error) {
	side := m.Game.Side()
	m.progs.lost = &cabezaForfeit{side, reason}
	m.Say(true, "%s's engine program lost (t: take over, i: built-in AI): %v", common.Capital(side.String()), reason)
}

// takeOver gives the side whose program failed to the person (human) or
// to the built-in AI at the default level, and plays on.
func (m *Model) takeOver(human bool) tea.Cmd {
	side := m.progs.lost.side
	if c := m.progs.closers[side]; c != nil {
		panics.Go(c, logPanic(m.Opts, "closing an engine program"))
		m.progs.closers[side] = nil
	}
	p := gamesetup.Human()
	if !human {
		if newCabezaSearcher == nil {
			m.Say(true, "the built-in AI is not built in: t takes the side over")
			return nil
		}
		p = gamesetup.Computer(gamesetup.CabezaDefaultLevel)
		m.ais[side] = newCabezaSearcher(gamesetup.CabezaDefaultLevel, m.Opts.SearchThreads())
	} else {
		m.ais[side] = nil
	}
	if side == cabeza.Red {
		m.setup.Red = p
	} else {
		m.setup.Blue = p
	}
	m.progs.lost = nil
	m.Panel.Clear()
	if human {
		m.Say(false, "you play %s now", side)
	} else {
		m.Say(false, "the built-in AI (level %d) plays %s now", gamesetup.CabezaDefaultLevel, side)
	}
	return m.Next()
}

// shortAIName is gamesetup.AIName for a line that says more: an engine
// program by its program's name alone, a long one cut (marked with
// ellipsis).
func shortAIName(p gamesetup.Player, ellipsis string) string {
	argv, err := cmdline.Split(p.Engine)
	if p.Engine == "" || err != nil {
		return gamesetup.AIName(p)
	}
	return "engine " + common.Clip(filepath.Base(argv[0]), 24, ellipsis)
}

// programNote says what an engine program played and, when that is not
// the first move of the line the panel shows (its last finished depth),
// where it came from: a program prints a depth once it has finished it,
// and the move it plays may come from a deeper search the clock cut
// short (this project's engine plays such a move when it beat the last
// finished depth's).
func programNote(played string, infos []enginepanel.Info) string {
	if len(infos) == 0 || len(infos[len(infos)-1].PV) == 0 {
		return "played " + played
	}
	last := infos[len(infos)-1]
	if best := last.PV[0]; best != played {
		return fmt.Sprintf("played %s: the program's choice after depth %d (whose line begins %s), from a depth it did not finish", played, last.Depth, best)
	}
	return "played " + played
}
