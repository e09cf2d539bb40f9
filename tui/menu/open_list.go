package menu

import (
	"cmp"
	"path/filepath"
	"slices"
	"strings"

	"cabezacat/tui/record"
)

// openListMax is how many records the open page reads and lists, the
// newest; an older one is opened by typing its path. Each is read at
// most record.ListMaxBytes, so the page reads a bounded amount whatever
// the folder holds.
const openListMax = 100

// openColumn is a column of the open page's table, and what it sorts by.
type openColumn int

const (
	colDate openColumn = iota
	colGame
	colPlayers
	colResult
	colMoves
	openColumns
)

var openColumnTitles = [openColumns]string{"Date", "Game", "Players", "Result", "Moves"}

// openSortWords say a column's own order in words (r turns it round).
var openSortWords = [openColumns][2]string{
	{"newest first", "oldest first"},
	{"A to Z", "Z to A"},
	{"A to Z", "Z to A"},
	{"A to Z", "Z to A"},
	{"most first", "fewest first"},
}

// readSummaries lists the records found, newest first, reading at most
// openListMax of them; more is how many were left out.
func readSummaries(found []record.Entry) (games []record.Summary, more int) {
	if len(found) > openListMax {
		found, more = found[:openListMax], len(found)-openListMax
	}
	for _, e := range found {
		games = append(games, record.Summarize(e))
	}
	return games, more
}

// gameWord is the game as the table's narrow column names it.
func gameWord(s record.Summary, wide bool) string {
	switch {
	case s.Err != nil:
		return "?"
	case s.Game == record.GameCatcat && !wide:
		return "Catcat" // as its command and its files are named
	}
	return s.Game
}

// compareOn orders two games by column c in its own order (the newest,
// the most moves first; words A to Z). A record that does not read has
// no players or result: it sorts after those that do.
func compareOn(c openColumn, a, b record.Summary) int {
	switch c {
	case colDate:
		return b.Mod.Compare(a.Mod)
	case colGame:
		return compareWords(a.Game, b.Game)
	case colPlayers:
		return compareWords(a.Players(), b.Players())
	case colResult:
		return compareWords(a.Result, b.Result)
	case colMoves:
		return cmp.Compare(b.Moves, a.Moves)
	}
	return 0
}

// compareWords orders words without case, the empty ones last.
func compareWords(a, b string) int {
	if (a == "") != (b == "") {
		if a == "" {
			return 1
		}
		return -1
	}
	return cmp.Compare(strings.ToLower(a), strings.ToLower(b))
}

// arrange is the order of the games the table shows: those the filter
// lets through, sorted by column c (turned round if reverse), the newest
// first among equals.
func arrange(games []record.Summary, c openColumn, reverse bool, filter string) []int {
	words := strings.Fields(strings.ToLower(filter))
	var out []int
	for i, g := range games {
		if matches(g, words) {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(i, j int) int {
		d := compareOn(c, games[i], games[j])
		if reverse {
			d = -d
		}
		if d == 0 {
			return cmp.Compare(i, j) // found newest first
		}
		return d
	})
	return out
}

// matches reports a game whose words hold every filter word: the game,
// who played which side, the result, the date, the file's name, the
// problem of a file that does not read.
func matches(g record.Summary, words []string) bool {
	if len(words) == 0 {
		return true
	}
	text := strings.ToLower(strings.Join([]string{
		g.Game, gameWord(g, false), g.PlayersBySide(), g.Result, g.Mod.In(recordListZone).Format("2006-01-02 15:04"),
		filepath.Base(g.Path), g.Problem(),
	}, " "))
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}
