package lesson

import (
	"context"
	"fmt"

	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
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
	// The other side answers with its best defence, after which the
	// player must still win within the moves left.
	reply, after, ok := defence(next, player, left)
	if !ok {
		return miss()
	}
	t.pos, t.moves = after, append(t.moves, reply)
	return t, Result{Verdict: Going, Reply: reply}, nil
}

// defence is the other side's answer in s (its move): of its moves, one
// after which the player's win, proven by the solver, is furthest off
// (one that saves it, if there is one: then ok is false). Among answers
// that hold out as long, it prefers the one a person would play (see
// natural), so the lesson shows the defence the idea is about: the
// catcher blocks a way out rather than a cell the cat does not need.
func defence(s state, player, left int) (reply string, after state, ok bool) {
	bestLen, bestNat := -1, 0
	for _, mv := range s.legal() {
		next, _, err := s.play(mv)
		if err != nil {
			continue
		}
		n := 0 // the player's moves to win after this answer
		switch {
		case next.over():
			n = left + 1 // the other side won: no answer is better
		default:
			sol := catcatsolve.Solve(context.Background(), next.cc, solveBudget)
			if !sol.Proved || sol.CatWins != (player == 0) {
				n = left + 1
			} else {
				n = sol.Moves
			}
		}
		nat := natural(next, player)
		if n > bestLen || n == bestLen && nat > bestNat {
			reply, after, bestLen, bestNat = mv, next, n, nat
		}
	}
	return reply, after, bestLen >= 0 && bestLen <= left
}

// natural scores an answer of the other side by the cat's way out: the
// catcher likes few free border cells beside the cat and a long way to
// the border; the cat, a short way and many free neighbours.
func natural(s state, player int) int {
	var d catcat.Distances
	dist := d.CatToBorder(s.cc)
	if dist == catcat.Unreachable {
		dist = 99
	}
	free, exits := 0, 0
	size := s.cc.Size()
	for _, c := range s.cc.Cat().Neighbours() {
		if size.Contains(c) && !s.cc.IsBlocked(c) {
			free++
			if size.IsBorder(c) {
				exits++
			}
		}
	}
	if player == 0 { // the catcher answers
		return -10*exits + dist
	}
	return -10*dist + free
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
