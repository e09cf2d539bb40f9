package tui

import (
	"time"

	"cabezacat/tui/table"

	tea "github.com/charmbracelet/bubbletea"
)

// clocked adds a clock to a game's setup form for hot-seat games: with a
// clock set, the game is played at a table of its own on this machine,
// both seats at one keyboard, with the same clocks (and flag fall) as the
// server's tables.
func clocked(newForm func(Options) setupForm, kind table.Kind) func(Options) setupForm {
	return func(opts Options) setupForm {
		f := newForm(opts)
		row := *clockField(opts)
		row.visible = isMode(modeHotSeat)
		f.rows = append(f.rows, row)
		start, describe := f.start, f.describe
		f.describe = func(f *setupForm) string {
			d := describe(f)
			if tc, err := table.ParseTimeControl(f.value("clock")); f.value("mode") == modeHotSeat && err == nil && tc.On() {
				d += ", clock " + tc.String()
			}
			return d
		}
		f.start = func(f *setupForm) (tea.Msg, error) {
			if f.value("mode") != modeHotSeat {
				return start(f)
			}
			tc, err := table.ParseTimeControl(f.value("clock"))
			if err != nil || !tc.On() {
				if err != nil {
					return nil, err
				}
				return start(f)
			}
			setup := table.Setup{Kind: kind, Clock: tc}
			if kind == table.Cabeza {
				setup.Position = f.value("fen")
			} else {
				s, err := f.catcatSetup()
				if err != nil {
					return nil, err
				}
				setup.Size, setup.Density, setup.Seed = s.Size, s.Density, s.Seed
			}
			return openLocalTableMsg{setup}, nil
		}
		return f
	}
}

// openLocalTable seats both sides of a new table at this keyboard. The
// table's lobby is its own: a game left unfinished is adjourned and saved
// like a server's.
func openLocalTable(opts Options, setup table.Setup, clock table.Clock) (screen, error) {
	dir := opts.recordDir()
	local := &localTable{}
	lobby := table.NewLobby(table.Config{Clock: clock, Grace: time.Second, MaxTables: 1,
		Save: func(k table.Kind, text []byte) (string, error) {
			local.saved, local.err = saveRecord(dir, k.String(), time.Now(), text)
			return local.saved, local.err
		}})
	local.lobby = lobby
	first, err := lobby.Open(setup, table.Identity{}, 0)
	if err != nil {
		return nil, err
	}
	t, err := lobby.Find(first.Code())
	if err != nil {
		return nil, err
	}
	second, err := t.Join(table.Identity{}, false, "")
	if err != nil {
		first.Leave()
		return nil, err
	}
	s, err := newTableScreen(opts, clock, first, second)
	if t, ok := s.(tableScreen); ok {
		t.local = local
		return t, nil
	}
	return s, err
}

// localTable is the lobby of a clocked game at one keyboard. Its table's
// goroutine writes saved and err (the game's record), read only after
// lobby.Close has waited for that goroutine.
type localTable struct {
	lobby *table.Lobby
	saved string
	err   error
}
