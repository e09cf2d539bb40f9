package analysis

import (
	"context"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/internal/tuitest"
)

// drain runs a search's commands as Bubble Tea would, until its result.
func drain(t *testing.T, job *Job, cmd tea.Cmd) (progress int, done DoneMsg) {
	t.Helper()
	for {
		switch msg := cmd().(type) {
		case ProgressMsg:
			if msg.ID != job.ID {
				t.Fatalf("progress of search %d from job %d", msg.ID, job.ID)
			}
			progress++
			cmd = job.Wait()
		case DoneMsg:
			return progress, msg
		default:
			t.Fatalf("unexpected message %T", msg)
		}
	}
}

func TestSearchKeepsEveryDepthAndCoalescesNews(t *testing.T) {
	const depths = 500
	job, cmd := NewSearch(func(ctx context.Context, progress func(enginepanel.Info)) any {
		for d := 1; d <= depths; d++ {
			progress(enginepanel.Info{Depth: d, PV: []string{"Fn"}})
		}
		return "best"
	})
	progress, done := drain(t, job, cmd)
	if done.Result != "best" || done.ID != job.ID {
		t.Fatalf("result %v id %d", done.Result, done.ID)
	}
	if len(done.Infos) != depths {
		t.Fatalf("%d depths in the result, want %d", len(done.Infos), depths)
	}
	for i, in := range done.Infos {
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
	job, cmd := NewSearch(func(ctx context.Context, progress func(enginepanel.Info)) any {
		close(started)
		<-ctx.Done()
		return "late"
	})
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	<-started
	job.Stop()
	select {
	case msg := <-got:
		if d, ok := msg.(DoneMsg); !ok || d.ID != job.ID {
			t.Fatalf("after stop: %#v", msg)
		}
	case <-time.After(tuitest.HangTimeout):
		t.Fatal("a stopped search did not end")
	}
	other, _ := NewSearch(func(context.Context, func(enginepanel.Info)) any { return nil })
	if other.ID == job.ID {
		t.Fatal("two searches share an id")
	}
}

func TestSearchProgressIsACopy(t *testing.T) {
	pv := []string{"Fn", "fs"}
	job, cmd := NewSearch(func(ctx context.Context, progress func(enginepanel.Info)) any {
		progress(enginepanel.Info{Depth: 1, PV: pv})
		pv[0] = "changed"
		return nil
	})
	_, done := drain(t, job, cmd)
	if done.Infos[0].PV[0] != "Fn" {
		t.Fatal("the recorded PV shares memory with the search's")
	}
}
