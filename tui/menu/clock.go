package menu

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/table"
)

// clocked adds a clock to a game's setup form for hot-seat games: with a
// clock set, the game is played at a table of its own on this machine,
// both seats at one keyboard, with the same clocks (and flag fall) as the
// server's tables.
func clocked(newForm func(common.Options) setupForm, kind table.Kind) func(common.Options) setupForm {
	return func(opts common.Options) setupForm {
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
			return common.OpenLocalTableMsg{Setup: setup}, nil
		}
		return f
	}
}
