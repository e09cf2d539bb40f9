package table

import "time"

// RecordText is a stored game's record, as the table would have saved it:
// its setup with its moves played from the start, the seats' names, how
// it ended (a note when the rules did not end it). The archive opens it
// for stepping through.
func RecordText(setup Setup, seats [2]string, ending string, now time.Time) ([]byte, error) {
	g, err := newRules(setup)
	if err != nil {
		return nil, err
	}
	if g.over() && ending == g.result() {
		ending = ""
	}
	return g.record(seats, ending, "", now)
}
