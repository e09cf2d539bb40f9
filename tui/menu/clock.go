package menu

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/table"
)

// clocked adds a clock to a game's setup form for hot-seat games: with a
// clock set, the game is played at a table of its own on this machine,
// both seats at one keyboard, with the same clocks (and flag fall) as the
// server's tables. A Cabeza game against the AI may have a clock too: the
// game screen runs it (CabezaSetup.Clock), and the AI takes its move
// times from it.
func clocked(newForm func(common.Options) setupForm, kind table.Kind) func(common.Options) setupForm {
	return func(opts common.Options) setupForm {
		f := newForm(opts)
		row := *clockField(opts)
		row.visible = isMode(modeHotSeat)
		if kind == table.Cabeza {
			row.visible = func(f *setupForm) bool { return f.value("mode") == modeHotSeat || f.value("mode") == modeVsAI }
		}
		f.rows = append(f.rows, row)
		start, describe := f.start, f.describe
		f.describe = func(f *setupForm) string {
			d := describe(f)
			if tc, err := table.ParseTimeControl(f.value("clock")); (f.value("mode") == modeHotSeat || kind == table.Cabeza && f.value("mode") == modeVsAI) && err == nil && tc.On() {
				d += ", clock " + tc.String()
			}
			return d
		}
		f.start = func(f *setupForm) (tea.Msg, error) {
			if kind == table.Cabeza && f.value("mode") == modeVsAI {
				msg, err := start(f)
				tc, cerr := table.ParseTimeControl(f.value("clock"))
				if start, ok := msg.(common.StartCabezaMsg); ok && err == nil {
					if cerr != nil {
						return nil, cerr
					}
					start.Setup.Clock = tc
					return start, nil
				}
				return msg, err
			}
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
			return common.OpenLocalTableMsg{Setup: setup}, nil
		}
		return f
	}
}

// rowIndex is the index of the row id.
func (f *setupForm) rowIndex(id string) int {
	for i := range f.rows {
		if f.rows[i].id == id {
			return i
		}
	}
	return -1
}
