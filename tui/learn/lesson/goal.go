package lesson

import (
	"fmt"
	"strconv"
	"strings"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// goalKind is what a goal asks for.
type goalKind uint8

const (
	goalWins   goalKind = iota // the player has won
	goalOn                     // a piece covers a square (Cabeza)
	goalStands                 // a Flaco or Chato stands on its end (height 2)
	goalLies                   // a Flaco or Chato lies (height 1)
	goalCatAt                  // the cat stands on a cell
	goalAway                   // the cat is at least N steps from the border
)

// Goal is what a step asks of the position its moves reach, decided by
// the rules packages.
type Goal struct {
	kind   goalKind
	player cabeza.Player // the piece's side (on, stands, lies)
	piece  cabeza.Kind
	square cabeza.Square
	cell   catcat.Cell
	n      int
	text   string // as written
}

func (g Goal) String() string { return g.text }

// parseGoal reads a goal of game g.
func parseGoal(g Game, text string) (Goal, error) {
	f := strings.Fields(text)
	goal := Goal{text: strings.Join(f, " ")}
	if len(f) == 0 {
		return goal, fmt.Errorf("empty goal: want wins, on, stands, lies, cat or away")
	}
	want := func(n int, form string) error {
		if len(f) != n {
			return fmt.Errorf("%q: want %q", goal.text, form)
		}
		return nil
	}
	onlyIn := func(game Game) error {
		if g != game {
			return fmt.Errorf("goal %q is for %s lessons, and this is %s", f[0], game.Name(), g.Name())
		}
		return nil
	}
	piece := func(s string, blocks bool) error {
		k, pl, ok := cabeza.KindOfLetter(s[0])
		if len(s) != 1 || !ok {
			return fmt.Errorf("%q is not a piece letter (C M F H O, lower case for blue)", s)
		}
		if blocks && k != cabeza.Flaco && k != cabeza.Chato {
			return fmt.Errorf("only a Flaco or a Chato stands or lies, not the %v", k)
		}
		goal.piece, goal.player = k, pl
		return nil
	}
	var err error
	switch f[0] {
	case "wins":
		goal.kind = goalWins
		err = want(1, "wins")
	case "on":
		goal.kind = goalOn
		if err = onlyIn(Cabeza); err == nil {
			err = want(3, "on PIECE SQUARE")
		}
		if err == nil {
			err = piece(f[1], false)
		}
		if err == nil {
			goal.square, err = cabeza.ParseSquare(f[2])
		}
	case "stands", "lies":
		goal.kind = goalStands
		if f[0] == "lies" {
			goal.kind = goalLies
		}
		if err = onlyIn(Cabeza); err == nil {
			err = want(2, f[0]+" PIECE")
		}
		if err == nil {
			err = piece(f[1], true)
		}
	case "cat":
		goal.kind = goalCatAt
		if err = onlyIn(Catcat); err == nil {
			err = want(2, "cat X,Y")
		}
		if err == nil {
			goal.cell, err = catcat.ParseCell(f[1])
		}
	case "away":
		goal.kind = goalAway
		if err = onlyIn(Catcat); err == nil {
			err = want(2, "away N")
		}
		if err == nil {
			goal.n, err = strconv.Atoi(f[1])
			if err != nil || goal.n < 1 || goal.n > 50 {
				err = fmt.Errorf("away %q: want a number of steps from 1 to 50", f[1])
			}
		}
	default:
		err = fmt.Errorf("unknown goal %q: want wins, on, stands, lies, cat or away", f[0])
	}
	return goal, err
}

// reached reports whether s fulfils the goal for player (the side the
// step's player plays).
func (g Goal) reached(s state, player int) bool {
	switch g.kind {
	case goalWins:
		return s.winner == player
	case goalOn:
		return s.cz.Placement(g.player, g.piece).Covers(g.square)
	case goalStands:
		return s.cz.Placement(g.player, g.piece).H == 2
	case goalLies:
		return s.cz.Placement(g.player, g.piece).H == 1
	case goalCatAt:
		return s.cc.Cat() == g.cell
	case goalAway:
		var d catcat.Distances
		dist := d.CatToBorder(s.cc)
		return dist == catcat.Unreachable || dist >= g.n
	}
	return false
}

// fits reports whether the goal can be asked of a position of size-less
// game g: a cell on the board, a square that exists.
func (g Goal) fits(s state) error {
	if g.kind == goalCatAt && !s.cc.Size().Contains(g.cell) {
		return fmt.Errorf("goal cell %v is off the %d×%d board", g.cell, s.cc.Size().N(), s.cc.Size().N())
	}
	return nil
}
