package table

import (
	"fmt"
	"time"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// Kind is the game a table plays.
type Kind int

const (
	Cabeza Kind = iota
	Catcat
)

func (k Kind) String() string {
	if k == Catcat {
		return "catcat"
	}
	return "cabeza"
}

// Title is the game's name as people read it: "Cabeza", "Catch the
// Cat" (String is the short name of files and logs).
func (k Kind) Title() string {
	if k == Catcat {
		return "Catch the Cat"
	}
	return "Cabeza"
}

// SideName names seat 0 and 1 in the game's words: red and blue, cat and
// catcher.
func (k Kind) SideName(side int) string {
	names := [2][2]string{{"red", "blue"}, {"cat", "catcher"}}
	return names[k][side&1]
}

// Setup is what a table is opened with.
type Setup struct {
	Kind  Kind
	Clock TimeControl
	// Position is a Cabeza position string to start from ("": the
	// standard start).
	Position string
	// The Catch the Cat board (ignored for Cabeza).
	Size    int
	Density float64
	Seed    uint64
	// CatcatStart, when set, is the Catch the Cat start instead of the
	// random one of Size, Density and Seed (a resumed game's).
	CatcatStart *catcat.Position

	// A resumed game (an adjourned record opened again): Moves are
	// played from the start when the table opens, and Left, when either
	// is set, is each side's time left instead of Clock.Base.
	Moves []string
	Left  [2]time.Duration

	// Rated: the result changes both players' ratings (no guests, no
	// take-backs). GameID is a game already in the store (a resumed one,
	// or a rated match's second game); MatchFirst, for a rated Catch the
	// Cat match's second game, is the first's. Both 0 otherwise.
	Rated              bool
	GameID, MatchFirst int64
}

// rules is one game by its rules, as the table drives it: moves in and out
// as notation text, so snapshots carry strings, never the game itself.
type rules interface {
	play(text string) (string, error) // the move as the notation writes it
	undo() bool
	moves() []string
	toMove() int    // the seat to move
	over() bool     // finished by the rules
	result() string // how it ended by the rules, or ""
	// record is the game's record; clock, when not "", is the clock as
	// RecordClock writes it, for an adjourned game to resume with.
	record(seats [2]string, ending, clock string, now time.Time) ([]byte, error)
}

func newRules(s Setup) (rules, error) {
	r, err := startRules(s)
	if err != nil {
		return nil, err
	}
	for i, mv := range s.Moves {
		if _, err := r.play(mv); err != nil {
			return nil, fmt.Errorf("move %d, %s: %v", i+1, mv, err)
		}
	}
	return r, nil
}

// startRules is the game at its start.
func startRules(s Setup) (rules, error) {
	if s.Kind == Cabeza {
		start := cabeza.Start()
		if s.Position != "" {
			p, err := cabeza.ParsePosition(s.Position)
			if err != nil {
				return nil, err
			}
			start = p
		}
		return &cabezaRules{g: cabeza.NewGame(start)}, nil
	}
	if s.CatcatStart != nil {
		return &catcatRules{g: catcat.NewGame(*s.CatcatStart)}, nil
	}
	size, err := catcat.NewSize(s.Size)
	if err != nil {
		return nil, err
	}
	pos, err := catcat.RandomStart(size, s.Density, s.Seed)
	if err != nil {
		return nil, err
	}
	return &catcatRules{g: catcat.NewGame(pos)}, nil
}

type cabezaRules struct{ g *cabeza.Game }

func (r *cabezaRules) play(text string) (string, error) {
	mv, err := r.g.PlayText(text)
	if err != nil {
		return "", err
	}
	return mv.String(), nil
}
func (r *cabezaRules) undo() bool { return r.g.Undo() }
func (r *cabezaRules) moves() []string {
	var out []string
	for _, m := range r.g.Moves() {
		out = append(out, m.String())
	}
	return out
}
func (r *cabezaRules) toMove() int { return int(r.g.Side()) }
func (r *cabezaRules) over() bool  { return r.g.Status().Over() }
func (r *cabezaRules) result() string {
	if !r.over() {
		return ""
	}
	return r.g.Status().String()
}
func (r *cabezaRules) record(seats [2]string, ending, clock string, now time.Time) ([]byte, error) {
	tags := []cabeza.Tag{
		{Name: "Red", Value: seats[0]},
		{Name: "Blue", Value: seats[1]},
		{Name: "Date", Value: now.Format("2006-01-02")},
	}
	if ending != "" {
		tags = append(tags, cabeza.Tag{Name: "Ending", Value: ending})
	}
	if clock != "" {
		tags = append(tags, cabeza.Tag{Name: ClockTag, Value: clock})
	}
	return cabeza.RecordOf(r.g, tags...).MarshalText()
}

type catcatRules struct{ g *catcat.Game }

func (r *catcatRules) play(text string) (string, error) {
	c, err := catcat.ParseCell(text)
	if err != nil {
		return "", err
	}
	if err := r.g.Play(c); err != nil {
		return "", err
	}
	return c.String(), nil
}
func (r *catcatRules) undo() bool { return r.g.Undo() }
func (r *catcatRules) moves() []string {
	var out []string
	for _, c := range r.g.Moves() {
		out = append(out, c.String())
	}
	return out
}
func (r *catcatRules) toMove() int {
	if r.g.Position().Turn() == catcat.CatToMove {
		return 0
	}
	return 1
}
func (r *catcatRules) over() bool { return r.g.Over() }
func (r *catcatRules) result() string {
	if !r.over() {
		return ""
	}
	return r.g.Result().String()
}

// record: a Catch the Cat record has no field for an ending the rules do
// not know (resigned, adjourned), so it goes into who played the cat.
func (r *catcatRules) record(seats [2]string, ending, clock string, now time.Time) ([]byte, error) {
	rec := catcat.RecordOf(r.g)
	rec.Cat, rec.Catcher, rec.Date, rec.Clock = seats[0], seats[1], now.Format("2006-01-02"), clock
	if ending != "" {
		rec.Cat = fmt.Sprintf("%s (%s)", seats[0], ending)
	}
	return rec.MarshalText()
}
