package review

import (
	"fmt"
	"strings"

	"cabezacat/ai/review"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/components/hexboard"
)

// board is the reviewed game's side of the screen: its positions, and
// drawing one of them (or one along a line of moves from it).
type board interface {
	// size is the board's drawing at the standard or the compact scale.
	size(compact bool) (w, h int)
	// draw draws position ply, then the first steps moves of line played
	// from it (the better move's line, a try's refutation), with the
	// piece clicks have picked in learn mode and where it can go.
	draw(ply int, line []string, steps int, compact bool, pk cabezaboard.Pick) []string
	// click is a click on the drawing of position ply in learn mode (see
	// boardclick.go).
	click(ply, x, y int, compact bool, pk *cabezaboard.Pick) (move string, try bool, word string)
	// legal checks a move typed at position ply and gives it as the
	// notation writes it.
	legal(ply int, text string) (string, error)
	// withMove is the game's first ply moves and then move: the game a
	// try is evaluated in (its position ply+1).
	withMove(ply int, move string) (review.Game, error)
}

type cabezaBoard struct {
	rec              cabeza.Record
	positions        []cabeza.Position
	standard, narrow cabezaboard.Board
}

func newCabezaBoard(opts common.Options, rec cabeza.Record) *cabezaBoard {
	st, gl := common.NewStyles(opts), common.NewGlyphs(opts)
	b := &cabezaBoard{rec: rec, standard: cabezaboard.New(st, gl, cabezaboard.Standard), narrow: cabezaboard.New(st, gl, cabezaboard.Compact)}
	p := rec.Start
	b.positions = append(b.positions, p)
	for _, m := range rec.Moves {
		p = p.Play(m)
		b.positions = append(b.positions, p)
	}
	return b
}

func (b *cabezaBoard) size(compact bool) (int, int) {
	if compact {
		return cabezaboard.Compact.Width(), cabezaboard.Compact.Height()
	}
	return cabezaboard.Standard.Width(), cabezaboard.Standard.Height()
}

func (b *cabezaBoard) draw(ply int, line []string, steps int, compact bool, pk cabezaboard.Pick) []string {
	p := b.positions[ply]
	var last cabeza.Move = cabeza.NoMove
	before := p
	if ply > 0 {
		last, before = b.rec.Moves[ply-1], b.positions[ply-1]
	}
	for _, s := range line[:min(steps, len(line))] {
		m, err := cabeza.ParseMove(p, s)
		if err != nil {
			break
		}
		before, last, p = p, m, p.Play(m)
	}
	marks := cabezaboard.Marks{Crushed: cabeza.NoSquare}
	if last != cabeza.NoMove {
		from := before.Placement(last.Player(), last.Kind())
		marks.LastFrom = from.Footprint().AndNot(last.To().Footprint())
	}
	if pk.Piece != 0 && steps == 0 {
		marks.Selected, marks.Targets = pk.Piece, pk.Targets()
	}
	bd := b.standard
	if compact {
		bd = b.narrow
	}
	var out strings.Builder
	bd.Render(&out, &p, marks)
	return strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
}

func (b *cabezaBoard) legal(ply int, text string) (string, error) {
	m, err := cabeza.ParseMove(b.positions[ply], strings.TrimSpace(text))
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

func (b *cabezaBoard) withMove(ply int, move string) (review.Game, error) {
	g := cabeza.NewGame(b.rec.Start)
	for _, m := range b.rec.Moves[:ply] {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	m, err := cabeza.ParseMove(g.Position(), move)
	if err != nil {
		return nil, err
	}
	if err := g.Play(m); err != nil {
		return nil, err
	}
	return review.CabezaGame(g), nil
}

type catcatBoard struct {
	rec       catcat.Record
	positions []catcat.Position
	hex       hexboard.Board
}

func newCatcatBoard(opts common.Options, rec catcat.Record) *catcatBoard {
	b := &catcatBoard{rec: rec, hex: hexboard.New(common.NewStyles(opts), common.NewGlyphs(opts), 2)}
	p := rec.Start
	b.positions = append(b.positions, p)
	for _, c := range rec.Moves {
		p, _ = p.Play(c) // the record replayed: every move is valid
		b.positions = append(b.positions, p)
	}
	return b
}

func (b *catcatBoard) size(bool) (int, int) {
	n := b.rec.Start.Size().N()
	return hexboard.Width(n, 2), n
}

func (b *catcatBoard) draw(ply int, line []string, steps int, _ bool, _ cabezaboard.Pick) []string {
	p := b.positions[ply]
	var marks hexboard.Marks
	if ply > 0 && b.positions[ply-1].Turn() == catcat.CatcherToMove {
		marks.LastBlock, marks.HasLast = b.rec.Moves[ply-1], true
	}
	for _, s := range line[:min(steps, len(line))] {
		c, err := catcat.ParseCell(s)
		if err != nil {
			break
		}
		q, err := p.Play(c)
		if err != nil {
			break
		}
		marks.HasLast = p.Turn() == catcat.CatcherToMove
		marks.LastBlock = c
		p = q
	}
	return b.hex.Render(p, marks, "")
}

func (b *catcatBoard) legal(ply int, text string) (string, error) {
	c, err := catcat.ParseCell(text)
	if err != nil {
		return "", err
	}
	if _, err := b.positions[ply].Play(c); err != nil {
		return "", fmt.Errorf("%v: %w", c, err)
	}
	return c.String(), nil
}

func (b *catcatBoard) withMove(ply int, move string) (review.Game, error) {
	c, err := catcat.ParseCell(move)
	if err != nil {
		return nil, err
	}
	g := catcat.NewGame(b.rec.Start)
	for _, m := range append(append([]catcat.Cell(nil), b.rec.Moves[:ply]...), c) {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return review.CatcatGame(g), nil
}
