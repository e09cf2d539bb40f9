package tui

import (
	"strings"
	"testing"
)

// Every number on the screens says what it is: whose score.
func TestEnginePanelSaysWhoseScore(t *testing.T) {
	p := newEnginePanel(newStyles(Options{}), Options{})
	p.start("Blue AI (level 3)", p.started)
	p.scoreFor = "blue"
	p.infos = []engineInfo{{Depth: 3, Score: "-0.24", PV: []string{"hs"}}}
	if v := p.view(30, 4); !strings.Contains(v, "score -0.24 for blue") {
		t.Errorf("the AI's panel does not say whose score:\n%s", v)
	}
}
