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

// In --ascii the key line is laid out as the shell writes it ("←→" as
// "left/right"): measured in the short words, it ran past its width once
// written in the long ones, and the terminal cut its last key. With
// --no-color too, whose styles had lost their ellipsis.
func TestASCIIKeyLineFitsAsWritten(t *testing.T) {
	keys := bindings("←→", "move", "↑↓", "scroll", "n", "next error", "b", "best line", "L", "learn", "?", "help", "q", "quit")
	for _, opts := range []Options{{ASCII: true}, {ASCII: true, NoColor: true}} {
		h := NewHelp(NewStyles(opts))
		for width := 20; width <= 80; width++ {
			for name, line := range map[string]string{"HelpLine": HelpLine(h, keys, width), "KeyLine": KeyLine(h, keys, width)} {
				plain := ASCIIPunctuation.Replace(ansi.Strip(line))
				if w := lipgloss.Width(plain); w > width {
					t.Fatalf("%+v %s width %d: %q is %d cells as written", opts, name, width, plain, w)
				}
				if name == "KeyLine" && !strings.HasSuffix(plain, "q quit") {
					t.Fatalf("%+v width %d: %q does not end with q quit", opts, width, plain)
				}
			}
		}
	}
	if e := NewStyles(Options{NoColor: true}).Ellipsis; e != "…" {
		t.Errorf("--no-color styles' ellipsis %q, want …", e)
	}
}
