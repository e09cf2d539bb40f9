package common

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

func bindings(pairs ...string) []key.Binding {
	var out []key.Binding
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, key.NewBinding(key.WithKeys(pairs[i]), key.WithHelp(pairs[i], pairs[i+1])))
	}
	return out
}

// The help line never draws more than its width (the help model alone
// drew "… • ? help" past it at some widths), and what it cuts is marked:
// it shows whole keys, then "…".
func TestHelpLineFitsItsWidth(t *testing.T) {
	keys := bindings("↑/k", "row up", "↓/j", "row down", "←→/hl", "change", "enter", "save", "esc", "back", "?", "help")
	whole := "↑/k row up • ↓/j row down • ←→/hl change • enter save • esc back • ? help"
	h := NewHelp(NewStyles(Options{}))
	for width := 8; width <= 80; width++ {
		for name, line := range map[string]string{"HelpLine": HelpLine(h, keys, width), "KeyLine": KeyLine(h, keys, width)} {
			plain := ansi.Strip(line)
			if w := lipgloss.Width(plain); w > width {
				t.Fatalf("%s width %d: %q is %d cells", name, width, plain, w)
			}
			if name == "HelpLine" && plain != whole {
				cut, ok := strings.CutSuffix(plain, " …")
				if width >= 20 && (!ok || !strings.HasPrefix(whole, cut+" •")) {
					t.Fatalf("width %d: %q is not whole keys and an ellipsis", width, plain)
				}
			}
		}
	}
}
