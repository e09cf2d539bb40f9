package lesson

import (
	"fmt"

	"cabezacat/assets"
)

// Course is the lessons of one game, in order.
type Course struct {
	Game    Game
	Lessons []Lesson
}

// Lesson is a few steps on one idea of the game.
type Lesson struct {
	ID    string // unique in its course; the progress file's key
	Title string
	Steps []Step
	Line  int // where it starts in its file
}

// Opponent is what the other side does between the player's moves.
type Opponent uint8

const (
	Waits Opponent = iota // it passes: the player moves again (a lesson's device)
	Best                  // it answers with the solver's best defence (Catch the Cat)
)

// Step is a position, an explanation, a task and the goal that decides
// it.
type Step struct {
	Say      string // the explanation, one sentence
	Do       string // the task in words
	Position string // the start, as written
	Goal     Goal
	Moves    int // the player's moves to reach the goal
	Opponent Opponent
	Solution []string // the player's moves that reach it (with the opponent's best answers between)
	Hint     string   // said of a legal move that misses the goal
	Wrongs   []Wrong  // first moves with words of their own
	Line     int      // the line of "step" in its file

	game  Game
	start state
}

// Wrong is a first move the data explain: for a move the rules refuse,
// Why is their own words (a test holds it to them).
type Wrong struct {
	Move, Why string
}

// Game is the step's game.
func (s *Step) Game() Game { return s.game }

// Player is the side the player plays: 0 red or the cat, 1 blue or the
// catcher.
func (s *Step) Player() int { return s.start.side() }

// Courses are the lessons shipped in assets, Cabeza first. The files are
// the program's own and a test reads them, so an error here is a bug.
func Courses() []Course {
	var out []Course
	for _, text := range []string{assets.LessonsCabeza, assets.LessonsCatcat} {
		c, err := Parse(text)
		if err != nil {
			panic(fmt.Sprintf("the shipped lessons: %v", err))
		}
		out = append(out, c)
	}
	return out
}
