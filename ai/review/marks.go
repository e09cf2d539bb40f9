package review

// Mark is what a review says of a move.
type Mark int

const (
	Unknown    Mark = iota // not evaluated yet
	Best                   // the engine's own move, or one no worse
	Good                   // lost less than InaccuracyDrop
	Inaccuracy             // lost at least InaccuracyDrop of winning chances
	Mistake                // at least MistakeDrop
	Blunder                // at least BlunderDrop, or threw away a proven win, or walked into a proven loss
)

// The thresholds, as drops in the mover's winning chances (0–1): lichess's
// (0.1, 0.2, 0.3 in its "winning chances" units, where a move's drop is
// measured the same way), which this review's chances are fitted to mean
// the same thing: the chance of winning from there in self-play.
const (
	InaccuracyDrop = 0.10
	MistakeDrop    = 0.20
	BlunderDrop    = 0.30
)

var markWords = [...]string{"", "best", "good", "inaccuracy", "mistake", "blunder"}

// String is the mark's name: "best", "good", "inaccuracy", "mistake",
// "blunder" ("" for Unknown).
func (m Mark) String() string { return markWords[m] }

// Symbol is the record's annotation of the mark: PGN's "!" for the best
// move, "?!" an inaccuracy, "?" a mistake, "??" a blunder; none for a
// good move.
func (m Mark) Symbol() string {
	switch m {
	case Best:
		return "!"
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// markOfSymbol reads Symbol back ("" is a good move).
func markOfSymbol(s string) (Mark, bool) {
	for m := Best; m <= Blunder; m++ {
		if m.Symbol() == s {
			return m, true
		}
	}
	return Unknown, false
}

// MarkOfDrop is the mark of a move that was not the engine's best and
// cost the mover drop of its winning chances.
func MarkOfDrop(drop float64) Mark {
	switch {
	case drop >= BlunderDrop:
		return Blunder
	case drop >= MistakeDrop:
		return Mistake
	case drop >= InaccuracyDrop:
		return Inaccuracy
	case drop <= 0:
		return Best
	}
	return Good
}
