package menu

import (
	"strings"
	"testing"
)

// The form's full help (?) lists each key once, with what it does:
// ← and → are two rows there, not "←→/hl change" and "→/l change".
func TestFormFullHelpNamesEachKeyOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, col := range defaultFormKeys.FullHelp() {
		for _, b := range col {
			h := b.Help()
			if seen[h.Key] {
				t.Errorf("%q listed twice", h.Key)
			}
			seen[h.Key] = true
			for _, k := range b.Keys() {
				name := map[string]string{"left": "←", "right": "→", "up": "↑", "down": "↓"}[k]
				if name != "" && !strings.Contains(h.Key, name) {
					t.Errorf("help %q %q: the binding's key %s is not named", h.Key, h.Desc, k)
				}
			}
		}
	}
	prev := defaultFormKeys.FullHelp()[1][0].Help()
	if strings.Contains(prev.Key, "→") || strings.Contains(prev.Key, "l") {
		t.Errorf("← row in the full help is %q %q: it names → and l, which are the next row's", prev.Key, prev.Desc)
	}
}
