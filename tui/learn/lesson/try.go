package lesson

import (
	"context"
	"fmt"

	"cabezacat/ai/catcatsolve"
)

// Verdict is how a move leaves a step.
type Verdict uint8

const (
	Going  Verdict = iota // the goal is still to reach, and still reachable
	Done                  // the goal is reached
	Missed                // the move misses it: Result.Why says why
)

// Try is a step being played: the position, and the moves since the
// shown game began (Start: the step's position, or where the player
// moves again after the other side waited).
type Try struct {
	step   *Step
	pos    state
	start  state
	moves  []string // since start, the player's and the replies
	played int      // the player's moves in the step
	wrong  bool
	done   bool
}

// Result is what the judge says of a move.
type Result struct {
	Verdict Verdict
	Why     string // for Wrong: the step's words for this move, or its hint
	Reply   string // the other side's answer, if it answered ("" if it waits)
}

// Begin starts the step from its position.
func (s *Step) Begin() Try { return Try{step: s, pos: s.start, start: s.start} }

// Start is the position the shown game starts from, in the game's
// notation; Moves are the moves played from it.
func (t Try) Start() string    { return t.start.String() }
func (t Try) Moves() []string  { return append([]string(nil), t.moves...) }
func (t Try) Position() string { return t.pos.String() }

// Played is how many moves the player has made in the step.
func (t Try) Played() int { return t.played }

// Finished reports a step done or missed: no move is taken then.
func (t Try) Finished() bool { return t.done || t.wrong }

// solveBudget bounds the solver's nodes for one answer: a lesson's
// board is small, and the answer is asked inside a key press.
const solveBudget = 200_000

// errFinished: a move after the step was decided.
var errFinished = fmt.Errorf("this step is over: retry it or go on")

// Play judges the player's move text. A move the rules refuse is an
// error in their own words, and changes nothing. A legal move reaches
// the goal (Done), or misses it for good (Missed, with the step's words:
// its own for a listed first move, else its hint), or leaves it to
// reach (Going), after the other side's answer or its wait.
func (t Try) Play(text string) (Try, Result, error) {
	if t.Finished() {
		return t, Result{}, errFinished
	}
	s := t.step
	player := t.pos.side()
	next, mv, err := t.pos.play(text)
	if err != nil {
		return t, Result{}, err
	}
	first := t.played == 0
	t.pos, t.moves, t.played = next, append(t.moves[:len(t.moves):len(t.moves)], mv), t.played+1
	if s.Goal.reached(next, player) {
		t.done = true
		return t, Result{Verdict: Done}, nil
	}
	miss := func() (Try, Result, error) {
		t.wrong = true
		why := s.Hint
		if first {
			for _, w := range s.Wrongs {
				if w.Move == text || w.Move == mv {
					why = w.Why
				}
			}
		}
		return t, Result{Verdict: Missed, Why: why}, nil
	}
	left := s.Moves - t.played
	if left == 0 || next.over() {
		return miss()
	}
	if s.Opponent == Waits {
		if !reachable(next.passed(player), s.Goal, player, left) {
			return miss()
		}
		t.pos = next.passed(player)
		t.start, t.moves = t.pos, nil
		return t, Result{Verdict: Going}, nil
	}
	// The other side answers: the solver's best defence, after which
	// the player must still win within the moves left.
	sol := catcatsolve.Solve(context.Background(), next.cc, solveBudget)
	if !sol.Proved || sol.CatWins != (player == 0) || sol.Moves > left || len(sol.Line) == 0 {
		return miss()
	}
	reply := sol.Line[0].String()
	after, _, err := next.play(reply)
	if err != nil { // the solver's own line: a bug if it breaks a rule
		return t, Result{}, fmt.Errorf("the defence %s: %v", reply, err)
	}
	t.pos, t.moves = after, append(t.moves, reply)
	return t, Result{Verdict: Going, Reply: reply}, nil
}

// reachable reports whether the player (to move in s) can reach goal
// within n moves, the other side waiting: a walk of every line, which
// a lesson's few moves keep small.
func reachable(s state, goal Goal, player, n int) bool {
	for _, mv := range s.legal() {
		next, _, err := s.play(mv)
		if err != nil {
			continue
		}
		if goal.reached(next, player) {
			return true
		}
		if n > 1 && !next.over() && reachable(next.passed(player), goal, player, n-1) {
			return true
		}
	}
	return false
}
