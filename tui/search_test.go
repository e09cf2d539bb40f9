package tui

import (
	"context"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// drain runs a search's commands as Bubble Tea would, until its result.
func drain(t *testing.T, job *searchJob, cmd tea.Cmd) (progress int, done searchDoneMsg) {
	t.Helper()
	for {
		switch msg := cmd().(type) {
		case searchProgressMsg:
			if msg.id != job.id {
				t.Fatalf("progress of search %d from job %d", msg.id, job.id)
			}
			progress++
			cmd = job.wait()
		case searchDoneMsg:
			return progress, msg
		default:
			t.Fatalf("unexpected message %T", msg)
		}
	}
}

func TestSearchKeepsEveryDepthAndCoalescesNews(t *testing.T) {
	const depths = 500
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		for d := 1; d <= depths; d++ {
			progress(engineInfo{Depth: d, PV: []string{"Fn"}})
		}
		return "best"
	})
	progress, done := drain(t, job, cmd)
	if done.result != "best" || done.id != job.id {
		t.Fatalf("result %v id %d", done.result, done.id)
	}
	if len(done.infos) != depths {
		t.Fatalf("%d depths in the result, want %d", len(done.infos), depths)
	}
	for i, in := range done.infos {
		if in.Depth != i+1 {
			t.Fatalf("depth %d at %d", in.Depth, i)
		}
	}
	if progress > depths {
		t.Fatalf("%d progress messages for %d depths", progress, depths)
	}
}

func TestSearchStopUnblocksAndIdsDiffer(t *testing.T) {
	started := make(chan struct{})
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		close(started)
		<-ctx.Done()
		return "late"
	})
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	<-started
	job.stop()
	select {
	case msg := <-got:
		if d, ok := msg.(searchDoneMsg); !ok || d.id != job.id {
			t.Fatalf("after stop: %#v", msg)
		}
	case <-time.After(hangTimeout):
		t.Fatal("a stopped search did not end")
	}
	other, _ := newSearch(func(context.Context, func(engineInfo)) any { return nil })
	if other.id == job.id {
		t.Fatal("two searches share an id")
	}
}

func TestSearchProgressIsACopy(t *testing.T) {
	pv := []string{"Fn", "fs"}
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		progress(engineInfo{Depth: 1, PV: pv})
		pv[0] = "changed"
		return nil
	})
	_, done := drain(t, job, cmd)
	if done.infos[0].PV[0] != "Fn" {
		t.Fatal("the recorded PV shares memory with the search's")
	}
}
