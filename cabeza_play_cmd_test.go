package main

import (
	"strings"
	"testing"

	"cabezacat/tui"
)

func TestCabezaFlagsMakeTheSetup(t *testing.T) {
	cmd := parsedGameCmd(t, gameCabeza, "--red", "ai:2", "--blue", "human")
	s, err := cabezaSetup(cmd)
	if err != nil {
		t.Fatal(err)
	}
	if s.Red != tui.Computer(2) || s.Blue != tui.Human() || s.Position != "" {
		t.Fatalf("setup %+v", s)
	}
	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza, "--fen", "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 b 3"))
	if err != nil || s.Position == "" {
		t.Fatalf("a good --fen: %+v, %v", s, err)
	}
	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza))
	if err != nil || s.Red != tui.Human() || !s.Blue.AI {
		t.Fatalf("defaults %+v, %v", s, err)
	}
}

func TestCabezaBadFlagsExitTwo(t *testing.T) {
	cases := []struct {
		args []string
		say  string
	}{
		{[]string{"cabeza", "--red", "ai:9"}, "--red"},
		{[]string{"cabeza", "--blue", "people"}, "--blue"},
		{[]string{"cabeza", "--fen", "2oocmhh2/10 r"}, "--fen"},
		{[]string{"cabeza", "--fen", "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 x"}, "--fen"},
	}
	for _, c := range cases {
		var code int
		out := captureStderr(t, func() { code = run(c.args) })
		if code != 2 || !strings.Contains(out, c.say) {
			t.Errorf("run(%q) = %d, stderr %q; want 2 naming %s", c.args, code, out, c.say)
		}
	}
}
