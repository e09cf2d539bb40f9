package gamesetup

import (
	"fmt"
	"testing"
)

// The player parsers take command-line text: no input may panic, and
// whatever they accept reads back the same when written out again.
func FuzzParsePlayer(f *testing.F) {
	for _, s := range []string{"human", "ai", "ai:1", "ai:6", "AI:hard", "ai:medium", "ai:", ":", "human:2", "ai:٣", "ai:0x3", " ai:2 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := ParseCabezaPlayer(s); err == nil {
			if p.AI && (p.Level < CabezaMinLevel || p.Level > CabezaMaxLevel) {
				t.Fatalf("%q: level %d out of range", s, p.Level)
			}
			back, err := ParseCabezaPlayer(writeCabezaPlayer(p))
			if err != nil || back != p {
				t.Fatalf("%q → %+v → %q → %+v, %v", s, p, writeCabezaPlayer(p), back, err)
			}
		}
		if p, err := ParseCatcatPlayer(s); err == nil {
			if p.AI && (p.Level < CatcatMinLevel || p.Level > CatcatMaxLevel) {
				t.Fatalf("%q: level %d out of range", s, p.Level)
			}
			text := "human"
			if p.AI {
				text = "ai:" + CatcatLevelName(p.Level)
			}
			back, err := ParseCatcatPlayer(text)
			if err != nil || back != p {
				t.Fatalf("%q → %+v → %q → %+v, %v", s, p, text, back, err)
			}
		}
	})
}

func writeCabezaPlayer(p Player) string {
	if !p.AI {
		return "human"
	}
	return fmt.Sprintf("ai:%d", p.Level)
}
