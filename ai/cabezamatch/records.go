package cabezamatch

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"cabezacat/cabeza"
)

// A match's games are kept as Cabeza records, so a draw or a loss can be
// replayed (`cabezacat cabeza --load`) and looked into: RecordsDir
// names them, CheckRecordsDir makes sure none is there before a match
// starts, WriteRecord writes one as its game ends.

// RecordName is the file name of game number n (from 1) of a match of
// games games: game-0001.txt, numbered as wide as the last game needs
// (at least four digits), so the files list in the order played.
func RecordName(n, games int) string {
	width := max(4, len(strconv.Itoa(games)))
	return fmt.Sprintf("game-%0*d.txt", width, n)
}

// CheckRecordsDir makes dir (and its parents) if it is missing and
// makes sure no game of a match of games games would find its name
// taken: records are never replaced, and a match refused at the start
// loses no time.
func CheckRecordsDir(dir string, games int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for n := 1; n <= games; n++ {
		name := filepath.Join(dir, RecordName(n, games))
		if _, err := os.Lstat(name); !errors.Is(err, fs.ErrNotExist) {
			if err == nil {
				return fmt.Errorf("%s exists: records are never replaced; choose another directory or move the old games away", name)
			}
			return err
		}
	}
	return nil
}

// Record is the game as a Cabeza record: who played each colour (the
// settings, as "A: level=4"), the match and round, the date. A forfeit,
// which the rules do not know, leaves the record unfinished (*) with a
// Forfeit tag that says who lost it and why.
func (g Game) Record(a, b string, now time.Time) cabeza.Record {
	name := map[string]string{"A": "A: " + a, "B": "B: " + b}
	tags := []cabeza.Tag{
		{Name: "Event", Value: "cabezacat match"},
		{Name: "Round", Value: strconv.Itoa(g.Number)},
		{Name: "Red", Value: name[g.sideOf(cabeza.Red)]},
		{Name: "Blue", Value: name[g.sideOf(cabeza.Blue)]},
		{Name: "Date", Value: now.Format("2006-01-02")},
	}
	if f := g.Forfeit; f != nil {
		tags = append(tags, cabeza.Tag{Name: "Forfeit", Value: fmt.Sprintf("%s (%s) lost at ply %d: %v", f.Side, f.Colour, f.Ply, f.Reason)})
	}
	return cabeza.RecordOf(g.Game, tags...)
}

// WriteRecord writes the game's record to dir under RecordName and
// returns its path. It is written whole or not at all (a temporary file
// in dir, then linked into place), and never over a file that is there:
// a taken name is an error.
func WriteRecord(dir string, g Game, games int, a, b string, now time.Time) (string, error) {
	text, err := g.Record(a, b, now).MarshalText()
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, RecordName(g.Number, games))
	tmp, err := os.CreateTemp(dir, ".game-*.tmp")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name()) // once linked, the record is the other name
	if err := writeAndClose(tmp, text); err != nil {
		return "", err
	}
	// A link, unlike a rename, fails when the name is taken: no file is
	// ever replaced, however the names come to be taken.
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return "", fmt.Errorf("%s exists: records are never replaced", path)
		}
		return "", err
	}
	return path, nil
}

// recordMode is a record's mode: readable by all, as the TUI saves them
// (CreateTemp makes 0600).
const recordMode = 0o644

func writeAndClose(f *os.File, text []byte) error {
	err := f.Chmod(recordMode)
	if err == nil {
		_, err = f.Write(text)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
