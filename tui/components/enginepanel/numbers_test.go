package enginepanel

import (
	"strings"
	"testing"

	"cabezacat/tui/common"
)

// Every number on the screens says what it is: whose score.
func TestEnginePanelSaysWhoseScore(t *testing.T) {
	p := New(common.NewStyles(common.Options{}), common.Options{})
	p.Start("Blue AI (level 3)", p.started)
	p.ScoreFor = "blue"
	p.Infos = []Info{{Depth: 3, Score: "-0.24", PV: []string{"hs"}}}
	if v := p.View(30, 4); !strings.Contains(v, "score -0.24 for blue") {
		t.Errorf("the AI's panel does not say whose score:\n%s", v)
	}
}
