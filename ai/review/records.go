package review

import (
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// The tag (Cabeza) that holds a review's header; Catch the Cat records
// have their review line (catcat.Record.Review).
const CabezaReviewTag = "Review"

// CabezaRecord is a Cabeza record's game and the review its notes hold,
// if they hold a whole one (nil otherwise: review it).
func CabezaRecord(rec cabeza.Record) (Game, *Review, error) {
	g, err := rec.Game()
	if err != nil {
		return nil, nil, err
	}
	game := CabezaGame(g)
	header, ok := rec.Tag(CabezaReviewTag)
	if !ok || len(rec.Notes) == 0 {
		return game, nil, nil
	}
	notes := make([]Note, len(rec.Notes))
	for i, n := range rec.Notes {
		notes[i] = Note(n)
	}
	r, _ := FromNotes(game, notes, header)
	return game, r, nil
}

// AnnotateCabeza writes the review into the record: a note on every move
// (replacing the ones it had) and the Review tag.
func AnnotateCabeza(rec *cabeza.Record, r *Review) {
	notes, header := r.Notes()
	rec.Notes = make([]cabeza.Note, len(notes))
	for i, n := range notes {
		rec.Notes[i] = cabeza.Note(n)
	}
	rec.SetTag(CabezaReviewTag, header)
}

// CatcatRecord is a Catch the Cat record's game and the review its notes
// hold, if they hold a whole one (nil otherwise).
func CatcatRecord(rec catcat.Record) (Game, *Review, error) {
	g, err := rec.Game()
	if err != nil {
		return nil, nil, err
	}
	game := CatcatGame(g)
	if rec.Review == "" || len(rec.Notes) == 0 {
		return game, nil, nil
	}
	notes := make([]Note, len(rec.Notes))
	for i, n := range rec.Notes {
		notes[i] = Note(n)
	}
	r, _ := FromNotes(game, notes, rec.Review)
	return game, r, nil
}

// AnnotateCatcat writes the review into the record: a note on every move
// and the review line.
func AnnotateCatcat(rec *catcat.Record, r *Review) {
	notes, header := r.Notes()
	rec.Notes = make([]catcat.Note, len(notes))
	for i, n := range notes {
		rec.Notes[i] = catcat.Note(n)
	}
	rec.Review = header
}
