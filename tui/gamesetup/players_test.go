package gamesetup

import "testing"

func TestParsePlayers(t *testing.T) {
	good := []struct {
		in   string
		cat  bool
		want Player
	}{
		{"human", false, Human()},
		{"ai", false, Computer(CabezaDefaultLevel)},
		{"ai:6", false, Computer(6)},
		{"AI:1", false, Computer(1)},
		{"ai", true, Computer(CatcatDefaultLevel)},
		{"ai:hard", true, Computer(3)},
		{"ai:1", true, Computer(1)},
	}
	for _, g := range good {
		parse := ParseCabezaPlayer
		if g.cat {
			parse = ParseCatcatPlayer
		}
		p, err := parse(g.in)
		if err != nil || p != g.want {
			t.Errorf("parse %q (catcat %v) = %+v, %v; want %+v", g.in, g.cat, p, err, g.want)
		}
	}
	for _, bad := range []string{"", "robot", "ai:0", "ai:7", "human:3", "ai:"} {
		if _, err := ParseCabezaPlayer(bad); err == nil {
			t.Errorf("ParseCabezaPlayer(%q) accepted", bad)
		}
	}
	for _, bad := range []string{"ai:4", "ai:expert"} {
		if _, err := ParseCatcatPlayer(bad); err == nil {
			t.Errorf("ParseCatcatPlayer(%q) accepted", bad)
		}
	}
}
