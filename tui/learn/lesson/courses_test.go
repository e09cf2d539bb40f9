package lesson

import (
	"context"
	"fmt"
	"testing"

	"cabezacat/ai/catcatsolve"
)

// eachStep runs f on every shipped step, named by its lesson and line.
func eachStep(t *testing.T, f func(t *testing.T, s *Step)) {
	for _, c := range Courses() {
		for _, l := range c.Lessons {
			for i := range l.Steps {
				s := &l.Steps[i]
				t.Run(fmt.Sprintf("%s/%s/%d", c.Game.Key(), l.ID, i+1), func(t *testing.T) { f(t, s) })
			}
		}
	}
}

func TestShippedCoursesRead(t *testing.T) {
	cs := Courses()
	if len(cs) != 2 || cs[0].Game != Cabeza || cs[1].Game != Catcat {
		t.Fatalf("courses: %+v", cs)
	}
	for _, c := range cs {
		if len(c.Lessons) < 5 {
			t.Errorf("%s: %d lessons", c.Game.Name(), len(c.Lessons))
		}
	}
}

// Every step's solution, played with the other side's waits or best
// answers between, reaches its goal on its last move and not before.
func TestSolutionsReachTheirGoals(t *testing.T) {
	eachStep(t, func(t *testing.T, s *Step) {
		try := s.Begin()
		for i, mv := range s.Solution {
			next, res, err := try.Play(mv)
			if err != nil {
				t.Fatalf("solution move %d %s refused: %v", i+1, mv, err)
			}
			last := i == len(s.Solution)-1
			switch {
			case last && res.Verdict != Done:
				t.Fatalf("after the solution (%s) the goal %q is not reached: %+v, position %s", mv, s.Goal, res, next.Position())
			case !last && res.Verdict != Going:
				t.Fatalf("solution move %d %s: %+v before its end", i+1, mv, res)
			}
			try = next
		}
		if !try.Finished() {
			t.Fatal("the step did not finish")
		}
	})
}

// The goal is reachable in the step's moves and in no fewer: "in two
// moves" is said of a goal two moves away. With the other side waiting
// that is a walk of every line; against its best defence, the solver's
// proof that the player wins in exactly that many moves.
func TestGoalsAreReachableInTheirMovesAndNoFewer(t *testing.T) {
	eachStep(t, func(t *testing.T, s *Step) {
		p := s.Player()
		if s.Opponent == Best {
			sol := catcatsolve.Solve(context.Background(), s.start.cc, 0)
			if !sol.Proved || sol.CatWins != (p == 0) || sol.Moves != s.Moves {
				t.Fatalf("the solver says %v; the step says the %s wins in %d", sol, []string{"cat", "catcher"}[p], s.Moves)
			}
			return
		}
		if !reachable(s.start, s.Goal, p, s.Moves) {
			t.Fatalf("goal %q is not reachable in %d moves", s.Goal, s.Moves)
		}
		if s.Moves > 1 && reachable(s.start, s.Goal, p, s.Moves-1) {
			t.Fatalf("goal %q is reachable in %d moves: the step says %d", s.Goal, s.Moves-1, s.Moves)
		}
		if s.Goal.reached(s.start, p) {
			t.Fatalf("goal %q is reached before any move", s.Goal)
		}
	})
}

// A listed wrong move is refused with the rules' own words (an illegal
// move), or judged a miss with the step's words for it.
func TestWrongMovesAreExplainedAsListed(t *testing.T) {
	n := 0
	eachStep(t, func(t *testing.T, s *Step) {
		for _, w := range s.Wrongs {
			n++
			_, res, err := s.Begin().Play(w.Move)
			switch {
			case err != nil && err.Error() != w.Why:
				t.Errorf("%s is refused with %q; the lesson says %q", w.Move, err, w.Why)
			case err == nil && (res.Verdict != Missed || res.Why != w.Why):
				t.Errorf("%s: %+v; the lesson says it misses with %q", w.Move, res, w.Why)
			}
		}
	})
	if n < 8 {
		t.Fatalf("only %d wrong moves listed", n)
	}
}

// A legal move that misses gets the step's hint; a move after the step
// is decided is refused.
func TestAMissGetsTheHint(t *testing.T) {
	s := step(t, Cabeza, "blocks", 0)
	next, res, err := s.Begin().Play("Mee")
	if err != nil || res.Verdict != Missed || res.Why != s.Hint {
		t.Fatalf("Mee: %+v, %v; want the hint %q", res, err, s.Hint)
	}
	if _, _, err := next.Play("Mn"); err != errFinished {
		t.Fatalf("a move after a miss: %v", err)
	}
	// A first move from which the goal cannot be reached in the moves
	// left misses at once, not a move later.
	s = step(t, Cabeza, "blocks", 2)
	if _, res, err := s.Begin().Play("Fn"); err != nil || res.Verdict != Missed {
		t.Fatalf("Fn, from which e5 is out of reach in one more move: %+v, %v", res, err)
	}
	if _, res, err := s.Begin().Play("Fee"); err != nil || res.Verdict != Going {
		t.Fatalf("Fee, one move from e5: %+v, %v", res, err)
	}
}

// Against the best defence the reply is the solver's, and a first move
// that lets the other side off misses at once.
func TestBestOpponentAnswers(t *testing.T) {
	s := step(t, Catcat, "escape", 0)
	next, res, err := s.Begin().Play("0,-1")
	if err != nil || res.Verdict != Going || res.Reply == "" {
		t.Fatalf("0,-1: %+v, %v", res, err)
	}
	// Every block loses to a cat with two ways out; the catcher shuts
	// one of them, not a cell the cat does not need.
	if res.Reply != "0,-2" && res.Reply != "1,-2" {
		t.Fatalf("the catcher answers %s, not a way out of 0,-1", res.Reply)
	}
	if len(next.Moves()) != 2 || next.Moves()[1] != res.Reply {
		t.Fatalf("moves after the answer: %v", next.Moves())
	}
	// Whichever border cell the catcher blocked, the other one wins.
	for _, c := range []string{"0,-2", "1,-2"} {
		if c == res.Reply {
			continue
		}
		if _, r, err := next.Play(c); err != nil || r.Verdict != Done {
			t.Fatalf("%s after %s: %+v, %v", c, res.Reply, r, err)
		}
	}
	if _, res, _ := s.Begin().Play("-1,0"); res.Verdict != Missed || res.Why != s.Hint {
		t.Fatalf("-1,0 (escape in 3 at best): %+v", res)
	}
}

// step is lesson id's step i of game g.
func step(t *testing.T, g Game, id string, i int) *Step {
	t.Helper()
	for _, c := range Courses() {
		for _, l := range c.Lessons {
			if c.Game == g && l.ID == id {
				return &l.Steps[i]
			}
		}
	}
	t.Fatalf("no lesson %s", id)
	return nil
}
