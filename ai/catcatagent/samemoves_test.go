package catcatagent

import (
	"bufio"
	"compress/gzip"
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/ai/search"
	"cabezacat/catcat"
)

// The medium and hard agents' moves are part of their contract: a faster
// search must play exactly the moves of the one it replaces. The file
// below was written by the search as it stood before its speed-up
// (`go test ./ai/catcatagent/ -run TestCatcatRecordedMoves -record-catcat-moves`),
// and every later version must replay it move for move.
//
// One line per game: the start in the one-line form, a tab, who played
// the cat and the catcher ("hard-medium": the hard cat against the
// medium catcher), a tab, then per ply "medium/hard": the cell index
// each level plays in that position; the game goes on with the move of
// the level playing the side to move. Lines starting with "analysis"
// hold a depth-limited analysis: the position, the depth, the score and
// the principal variation.
const catcatMovesFile = "testdata/catcat-moves.txt.gz"

var recordCatcatMoves = flag.Bool("record-catcat-moves", false, "rewrite "+catcatMovesFile+" from the current search")

// catcatRecordGames are the games recorded: sizes from the smallest to
// the largest (the hard budget changes above 29), each with every pairing
// of hard and medium, from seeded random starts.
var catcatRecordGames = []catcatRecordSize{{5, 8}, {9, 8}, {13, 6}, {21, 8}, {33, 2}, {45, 2}}

var catcatRecordPairings = [][2]Level{{Hard, Medium}, {Medium, Hard}, {Hard, Hard}}

func TestCatcatRecordedMoves(t *testing.T) {
	if *recordCatcatMoves {
		writeCatcatMoves(t)
	}
	games, plies, analyses := 0, 0, 0
	readCatcatRecord(t, catcatMovesFile, func(line int, fields []string) {
		if race.Enabled && line%7 != 1 {
			return // under -race a sample: the full replay is single-threaded work
		}
		if fields[0] == "analysis" {
			analyses++
			checkCatcatAnalysisLine(t, line, fields)
			return
		}
		games++
		plies += checkCatcatGameLine(t, line, fields)
	})
	if games == 0 || analyses == 0 {
		t.Fatalf("%s holds %d games and %d analyses", catcatMovesFile, games, analyses)
	}
	t.Logf("replayed %d games (%d plies) and %d analyses", games, plies, analyses)
}

func checkCatcatGameLine(t *testing.T, line int, fields []string) int {
	t.Helper()
	if len(fields) != 3 {
		t.Fatalf("line %d: %d fields", line, len(fields))
	}
	p, err := catcat.ParseState(fields[0])
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	pairing := parseCatcatPairing(t, line, fields[1])
	plies := strings.Fields(fields[2])
	for ply, rec := range plies {
		med, hard, ok := strings.Cut(rec, "/")
		wantMed, err1 := strconv.Atoi(med)
		wantHard, err2 := strconv.Atoi(hard)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("line %d ply %d: %q", line, ply, rec)
		}
		gotMed, gotHard := catcatLevelMove(p, Medium), catcatLevelMove(p, Hard)
		if gotMed != wantMed || gotHard != wantHard {
			t.Fatalf("line %d ply %d: medium %v, hard %v; recorded medium %v, hard %v in\n%s", line, ply,
				p.Size().CellAt(gotMed), p.Size().CellAt(gotHard), p.Size().CellAt(wantMed), p.Size().CellAt(wantHard), p.StateText())
		}
		next := wantMed
		if catcatSideLevel(p, pairing) == Hard {
			next = wantHard
		}
		if p, err = p.PlayIndex(next); err != nil {
			t.Fatalf("line %d ply %d: %v", line, ply, err)
		}
	}
	if p.Outcome() == catcat.Ongoing {
		t.Fatalf("line %d: the game is not over after %d plies", line, len(plies))
	}
	return len(plies)
}

func checkCatcatAnalysisLine(t *testing.T, line int, fields []string) {
	t.Helper()
	if len(fields) != 5 {
		t.Fatalf("line %d: %d fields", line, len(fields))
	}
	p, err := catcat.ParseState(fields[1])
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	depth, _ := strconv.Atoi(fields[2])
	got := SearchAnalysis(context.Background(), p, search.Limits{Depth: depth}, 1, nil)
	if s, pv := got.Score.String(), strings.Join(got.PV, " "); s != fields[3] || pv != fields[4] {
		t.Errorf("line %d: analysis to depth %d: %s %s; recorded %s %s", line, depth, s, pv, fields[3], fields[4])
	}
}

// catcatLevelMove is the heuristic search's move at level's depths. The
// hard agents ask the exact provers first (proven.go) and
// the hard cat no longer uses the hard cat depths; what must stay move
// for move is the search itself, so the record replays the search.
func catcatLevelMove(p catcat.Position, level Level) int {
	return int(searchMove(p, level))
}

func writeCatcatMoves(t *testing.T) {
	var b, analyses strings.Builder
	eachCatcatRecordGame(t, &b, catcatRecordGames, 100, func(start catcat.Position, pairing [2]Level) {
		p := start
		for ply := 0; p.Outcome() == catcat.Ongoing; ply++ {
			med, hard := catcatLevelMove(p, Medium), catcatLevelMove(p, Hard)
			fmt.Fprintf(&b, " %d/%d", med, hard)
			next := med
			if catcatSideLevel(p, pairing) == Hard {
				next = hard
			}
			var err error
			if p, err = p.PlayIndex(next); err != nil {
				t.Fatal(err)
			}
			// The analysis of every few positions of the first pairing.
			if pairing == catcatRecordPairings[0] && p.Outcome() == catcat.Ongoing && ply%5 == 2 {
				a := SearchAnalysis(context.Background(), p, search.Limits{Depth: 4}, 1, nil)
				fmt.Fprintf(&analyses, "analysis\t%s\t4\t%s\t%s\n", p.OneLine(), a.Score, strings.Join(a.PV, " "))
			}
		}
	})
	b.WriteString(analyses.String())
	writeCatcatRecord(t, catcatMovesFile, b.String())
}

// catcatRecordSize is how many games a record holds at one size.
type catcatRecordSize struct {
	size  catcat.Size
	games int
}

// eachCatcatRecordGame writes a record line's start and pairing for
// every game of sizes (from seeded random starts, seeds after seed) and
// every pairing, then lets play write the plies.
func eachCatcatRecordGame(t *testing.T, b *strings.Builder, sizes []catcatRecordSize, seed uint64, play func(start catcat.Position, pairing [2]Level)) {
	t.Helper()
	for _, g := range sizes {
		for range g.games {
			seed++
			start, err := catcat.RandomStart(g.size, catcat.DefaultDensity, seed)
			if err != nil {
				t.Fatal(err)
			}
			for _, pairing := range catcatRecordPairings {
				fmt.Fprintf(b, "%s\t%v-%v\t", start.OneLine(), pairing[0], pairing[1])
				play(start, pairing)
				b.WriteByte('\n')
			}
		}
	}
}

// catcatSideLevel is the level of the side to move in p under pairing.
func catcatSideLevel(p catcat.Position, pairing [2]Level) Level {
	if p.Turn() == catcat.CatcherToMove {
		return pairing[1]
	}
	return pairing[0]
}

// readCatcatRecord calls check with every line of a gzipped record file,
// split at its tabs.
func readCatcatRecord(t *testing.T, name string, check func(line int, fields []string)) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		check(line, strings.Split(sc.Text(), "\t"))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// writeCatcatRecord writes text gzipped to the record file name.
func writeCatcatRecord(t *testing.T, name, text string) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	if _, err := zw.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// parseCatcatPairing reads "hard-medium": the cat's level, the catcher's.
func parseCatcatPairing(t *testing.T, line int, s string) [2]Level {
	t.Helper()
	levels := strings.Split(s, "-")
	if len(levels) != 2 {
		t.Fatalf("line %d: pairing %q", line, s)
	}
	var pairing [2]Level
	for k := range pairing {
		var err error
		if pairing[k], err = ParseLevel(levels[k]); err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
	}
	return pairing
}
