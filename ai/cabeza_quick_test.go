package ai

import (
	"context"
	"testing"
	"time"

	"cabezacat/cabeza"
)

func TestQuickLook(t *testing.T) {
	e := NewCabezaEngine(CabezaOptions{})
	g := cabeza.NewGame(cabeza.Start())
	res := e.Search(context.Background(), *g, Limits{Time: 2 * time.Second}, func(i Info) {
		t.Logf("depth %d score %v nodes %d nps %d time %v pv %v", i.Depth, i.Score, i.Nodes, i.NPS, i.Time, i.PV)
	})
	t.Logf("%+v", res)
}
