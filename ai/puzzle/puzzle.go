package puzzle

import (
	"fmt"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// Game is which game a puzzle is of.
type Game uint8

const (
	Cabeza Game = iota + 1
	Catcat
)

// String is the game's word in the puzzle file: "cabeza" or "catcat".
func (g Game) String() string {
	switch g {
	case Cabeza:
		return "cabeza"
	case Catcat:
		return "catcat"
	}
	return fmt.Sprintf("Game(%d)", int(g))
}

// Name is the game's name for people.
func (g Game) Name() string {
	if g == Catcat {
		return "Catch the Cat"
	}
	return "Cabeza"
}

// Theme is what a puzzle is about, in the games' own words.
type Theme string

const (
	Crush   Theme = "crush"    // Cabeza: the win ends with a block on the enemy Cabeza
	RunHome Theme = "run-home" // Cabeza: the win ends with the own Cabeza on the far home row
	Defence Theme = "defence"  // Cabeza: the only move that does not lose by force
	Escape  Theme = "escape"   // Catch the Cat: the cat reaches the border
	Trap    Theme = "trap"     // Catch the Cat: the catcher shuts the cat in
)

// Themes lists each game's themes, in the order menus show them.
func Themes(g Game) []Theme {
	if g == Catcat {
		return []Theme{Escape, Trap}
	}
	return []Theme{Crush, RunHome, Defence}
}

// Label is the theme for people: "run home".
func (t Theme) Label() string {
	if t == RunHome {
		return "run home"
	}
	return string(t)
}

// ThemeOf reads a theme's word (its label is accepted too) for game g.
func ThemeOf(g Game, word string) (Theme, bool) {
	for _, t := range Themes(g) {
		if word == string(t) || word == t.Label() {
			return t, true
		}
	}
	return "", false
}

// MaxCount is the longest puzzle of each game, in the solver's own
// moves: Cabeza's wins are proven up to 5 of its moves (9 plies), the
// cat's escapes and the catcher's traps up to 8.
func MaxCount(g Game) int {
	if g == Catcat {
		return 8
	}
	return 5
}

// Puzzle is one position with a forced result for the side to move and
// the line that shows it.
//
// For a win (every theme but defence) Count is the solver's moves to
// the win, and Line alternates the solver's moves and the defender's
// longest resistance, 2·Count−1 moves, the last one winning. Every
// solver's move of Line but the last is the only one that wins within
// what is left (proven); at the last any winning move is right.
//
// For a defence, Line is the one move that does not lose within Count
// moves of the opponent; every other move loses within Count (proven).
type Puzzle struct {
	Game     Game
	ID       string // unique in a file: the game's letters and a hash of the position up to symmetry
	Theme    Theme
	Count    int
	Rating   int   // the first rating, from the proof's effort (see FirstRating)
	Effort   int64 // the proof's nodes
	Position string
	Line     []string

	cz cabeza.Position // parsed Position, for Cabeza
	cc catcat.Position // for Catch the Cat
}

// CabezaPosition and CatcatPosition are the puzzle's parsed position
// (for the other game, the zero value).
func (p *Puzzle) CabezaPosition() cabeza.Position { return p.cz }
func (p *Puzzle) CatcatPosition() catcat.Position { return p.cc }

// IsWin reports a puzzle whose line ends in the solver's win.
func (p *Puzzle) IsWin() bool { return p.Theme != Defence }

// SolverMoves is how many of Line's moves are the solver's.
func (p *Puzzle) SolverMoves() int { return (len(p.Line) + 1) / 2 }

// Goal says what to do, in a sentence: "Red to move wins in 3.".
func (p *Puzzle) Goal() string {
	side := p.Side()
	switch p.Theme {
	case Defence:
		return fmt.Sprintf("%s to move: find the only move that does not lose within %d.", side, p.Count)
	case Escape:
		return fmt.Sprintf("The cat to move escapes in %d.", p.Count)
	case Trap:
		return fmt.Sprintf("The catcher to move traps the cat in %d.", p.Count)
	}
	how := "crush"
	if p.Theme == RunHome {
		how = "run home"
	}
	return fmt.Sprintf("%s to move wins in %d (%s).", side, p.Count, how)
}

// Side is the side to move, capitalised: "Red", "Blue", "Cat", "Catcher".
func (p *Puzzle) Side() string {
	if p.Game == Catcat {
		if p.cc.Turn() == catcat.CatcherToMove {
			return "Catcher"
		}
		return "Cat"
	}
	if p.cz.Side() == cabeza.Blue {
		return "Blue"
	}
	return "Red"
}
