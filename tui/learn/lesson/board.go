package lesson

import (
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// Game names the game of a course.
type Game uint8

const (
	Cabeza Game = iota
	Catcat
)

// Name is the game's name as the menu writes it.
func (g Game) Name() string {
	if g == Cabeza {
		return "Cabeza"
	}
	return "Catch the Cat"
}

// Key is the game's word in the data files and the progress file.
func (g Game) Key() string {
	if g == Cabeza {
		return "cabeza"
	}
	return "catcat"
}

// noWinner: nobody has won (yet).
const noWinner = -1

// state is a position of either game, with who has won if anyone: the
// one place the judge meets the rules packages.
type state struct {
	game   Game
	cz     cabeza.Position
	cc     catcat.Position
	winner int // the side that won (0 red/cat, 1 blue/catcher), or noWinner
}

func parseState(g Game, text string) (state, error) {
	s := state{game: g, winner: noWinner}
	var err error
	if g == Cabeza {
		s.cz, err = cabeza.ParsePosition(text)
		if err == nil {
			if pl, ok := s.cz.HomeRowWinner(); ok {
				s.winner = int(pl)
			}
		}
		return s, err
	}
	s.cc, err = catcat.ParseState(text)
	if err == nil {
		s.winner = ccWinner(s.cc)
	}
	return s, err
}

func ccWinner(p catcat.Position) int {
	if w, ok := p.Outcome().Winner(); ok {
		return int(w)
	}
	return noWinner
}

// String is the position in the game's notation: a position string, or
// the one-line state.
func (s state) String() string {
	if s.game == Cabeza {
		return s.cz.String()
	}
	return s.cc.OneLine()
}

// side is the side to move: 0 red or the cat, 1 blue or the catcher.
func (s state) side() int {
	if s.game == Cabeza {
		return int(s.cz.Side())
	}
	return int(s.cc.Turn())
}

func (s state) over() bool { return s.winner != noWinner }

// play reads text as a move of the side to move and plays it; the error
// is the rules' own (a *cabeza.MoveError, a *catcat.MoveError, or a cell
// that does not read). The move comes back as the notation writes it.
func (s state) play(text string) (state, string, error) {
	if s.game == Cabeza {
		mv, err := cabeza.ParseMove(s.cz, text)
		if err != nil {
			return s, "", err
		}
		next := s
		next.cz = s.cz.Play(mv)
		if mv.IsWin() {
			next.winner = int(mv.Player())
		}
		return next, mv.String(), nil
	}
	c, err := catcat.ParseCell(text)
	if err != nil {
		return s, "", err
	}
	p, err := s.cc.Play(c)
	if err != nil {
		return s, "", err
	}
	next := s
	next.cc, next.winner = p, ccWinner(p)
	return next, c.String(), nil
}

// passed is the same layout with side to move again: the other side
// waits (a lesson's device, not a rule).
func (s state) passed(side int) state {
	if s.game == Cabeza {
		s.cz = s.cz.WithSide(cabeza.Player(side))
		return s
	}
	p, err := catcat.NewPosition(s.cc.Size(), s.cc.Cat(), catcat.Turn(side), s.cc.Blocked())
	if err == nil { // the layout was a position already: it stays one
		s.cc = p
	}
	return s
}

// legal lists the side to move's legal moves in notation.
func (s state) legal() []string {
	var out []string
	if s.over() {
		return nil
	}
	if s.game == Cabeza {
		for _, mv := range s.cz.LegalMoves() {
			out = append(out, mv.String())
		}
		return out
	}
	for _, c := range s.cc.LegalMoves() {
		out = append(out, c.String())
	}
	return out
}
