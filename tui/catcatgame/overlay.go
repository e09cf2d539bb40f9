package catcatgame

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/catcat"
	"cabezacat/internal/plural"
	"cabezacat/tui/common"
	"cabezacat/tui/components/hexboard"
)

// catcatOverlays are the analysis overlays of the hex board, each toggled
// by a key: the cat's distance to the border for every free cell (a heat
// map of digits), the cat's shortest way out, and the cell the catcher AI
// would block next. They are worked out once per position, in Update (a
// few board walks and one catcher move), never per frame.
type catcatOverlays struct {
	heatOn, routeOn, blockOn bool

	key       overlayKey
	dist      catcat.Distances
	heat      []int16 // a copy: dist's own slice is reused
	route     []bool
	routeLen  int
	nextBlock catcat.Cell
	hasNext   bool
	shutIn    bool
}

// overlayKey tells the positions of a screen apart cheaply.
type overlayKey struct {
	game  *catcat.Game
	moves int
	cat   catcat.Cell
	last  catcat.Cell
}

type overlayKeyMap struct{ Heat, Route, Block key.Binding }

var overlayKeys = overlayKeyMap{
	Heat:  key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "overlay: every free cell's distance to the border (0–9, + for more, - shut in)")),
	Route: key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "overlay: the cat's shortest way out (*)")),
	Block: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "overlay: the cell the catcher AI would block next (X)")),
}

func (o *catcatOverlays) any() bool { return o.heatOn || o.routeOn || o.blockOn }

// overlayKey toggles an overlay; ok is false for any other key.
func (m *Model) overlayKey(msg tea.KeyMsg) (ok bool) {
	o := &m.ov
	switch {
	case key.Matches(msg, overlayKeys.Heat):
		o.heatOn = !o.heatOn
		m.Say(false, "distance overlay %s", onOff(o.heatOn))
	case key.Matches(msg, overlayKeys.Route):
		o.routeOn = !o.routeOn
		m.Say(false, "way-out overlay %s", onOff(o.routeOn))
	case key.Matches(msg, overlayKeys.Block):
		o.blockOn = !o.blockOn
		m.Say(false, "next-block overlay %s", onOff(o.blockOn))
	default:
		return false
	}
	o.refresh(m, true)
	return true
}

func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// refresh works the overlays out for the shown position if it changed
// (or always, when force).
func (o *catcatOverlays) refresh(m *Model, force bool) {
	if !o.any() {
		return
	}
	pos := m.Game.Position()
	mv := m.Game.Moves()
	k := overlayKey{game: m.Game, moves: len(mv), cat: pos.Cat()}
	if len(mv) > 0 {
		k.last = mv[len(mv)-1]
	}
	if k == o.key && !force {
		return
	}
	o.key = k
	o.heat = append(o.heat[:0], o.dist.FromBorder(pos)...)
	o.hasNext, o.route, o.routeLen, o.shutIn = false, nil, 0, false
	if m.Game.Over() {
		return
	}
	// The level's move is the cost (about 12 ms for the hard catcher on
	// 45×45, see BenchmarkCatcatOverlayRefresh45): only the next-block
	// overlay needs a real one; the route is the same at every level.
	level := catcatagent.Easy
	if pos.Turn() == catcat.CatcherToMove && o.blockOn {
		level = catcatagent.Hard
		if p := m.setup.Catcher; p.AI {
			level = catcatagent.Level(p.Level)
		}
	}
	in := catcatagent.Analyse(pos, level)
	o.shutIn = in.ShutIn
	if len(in.EscapeRoute) > 0 {
		o.route = make([]bool, pos.Size().Cells())
		for _, c := range in.EscapeRoute {
			o.route[pos.Size().Index(c)] = true
		}
		o.routeLen = len(in.EscapeRoute)
	}
	if o.blockOn && pos.Turn() == catcat.CatcherToMove && !pos.IsBlocked(in.Move) && in.Move != pos.Cat() {
		o.nextBlock, o.hasNext = in.Move, true
	}
}

// marks puts the overlays that are on into a frame's marks.
func (o *catcatOverlays) marks(m *hexboard.Marks) {
	if o.heatOn {
		m.Heat = o.heat
	}
	if o.routeOn {
		m.Route = o.route
	}
	if o.blockOn {
		m.NextBlock, m.HasNext = o.nextBlock, o.hasNext
	}
}

// legend explains the overlays that are on, for the panel.
func (o *catcatOverlays) legend(st common.Styles) []string {
	var out []string
	if o.routeOn {
		switch {
		case o.routeLen > 0:
			out = append(out, "* way out: "+plural.Count(o.routeLen, "step"))
		case o.shutIn:
			out = append(out, "* way out: none, shut in")
		default:
			out = append(out, "* way out: none")
		}
	}
	if o.blockOn {
		if o.hasNext {
			out = append(out, fmt.Sprintf("X catcher's next block: %v", o.nextBlock))
		} else {
			out = append(out, st.Faint.Render("X next block: on the catcher's turn"))
		}
	}
	if o.heatOn {
		out = append(out, st.Faint.Render("digits: steps to the border"))
	}
	return out
}
