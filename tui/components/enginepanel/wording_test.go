package enginepanel

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
)

// A long engine name in the engine panel is cut with "…" ("..." in
// ASCII), within the width, "thinking" kept.
func TestEnginePanelCutsALongNameWithAnEllipsis(t *testing.T) {
	who := "Red engine a-really-long-engine-program-name-for-testing cabeza engine"
	for _, opts := range []common.Options{{}, {ASCII: true}} {
		st := common.NewStyles(opts)
		p := New(st, opts)
		p.Start(who, time.Now())
		for _, thinking := range []bool{true, false} {
			p.thinking = thinking
			head := strings.Split(p.View(30, 5), "\n")[0]
			if opts.ASCII {
				head = common.ASCIIPunctuation.Replace(head)
			}
			want := st.Ellipsis
			if thinking {
				want += " thinking"
			}
			if !strings.HasSuffix(head, want) || lipgloss.Width(head) > 30 || !strings.Contains(head, "Red engine a-") {
				t.Errorf("ascii %v, thinking %v: head %q (%d cells), want it to end in %q within 30", opts.ASCII, thinking, head, lipgloss.Width(head), want)
			}
		}
	}
}
