package catcatagent

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// The hard agents' whole moves (the exact provers first, then the
// search) are part of their contract too: a faster prover must play
// exactly the moves of the one it replaces. catcat-moves.txt.gz replays
// the search alone; the file below replays CatMove and CatcherMove at
// the hard level, and with them what the provers said and how many
// nodes they spent on it. The node count is there because the provers
// stop at a budget of nodes: a change in how they count or order their
// work moves that cut-off, and so, in some position, a move. It was
// written by the provers as they stood before their speed-up
// (`go test ./ai/catcatagent/ -run TestCatcatRecordedHardMoves -record-catcat-hard-moves`).
//
// One line per game: the start in the one-line form, a tab, who played
// the cat and the catcher ("hard-medium": the hard cat against the
// medium catcher), a tab, then per ply "medium/hard/proved/nodes": the
// medium search's move, the hard agent's move, the provers' move (-1:
// nothing proved) and the nodes both provers visited, all in the
// position of that ply; the game goes on with the move of the level
// playing the side to move.
const catcatHardMovesFile = "testdata/catcat-hard-moves.txt.gz"

var recordCatcatHardMoves = flag.Bool("record-catcat-hard-moves", false, "rewrite "+catcatHardMovesFile+" from the current provers")

// catcatHardRecordGames: every size but 37, more games where games are
// short, one where they are long; the seeds are not those of
// catcat-moves.txt.gz, so these are other games. A few seconds in all.
var catcatHardRecordGames = []catcatRecordSize{{5, 4}, {9, 4}, {13, 3}, {17, 2}, {21, 3}, {25, 1}, {29, 1}, {33, 1}, {41, 1}, {45, 1}}

func TestCatcatRecordedHardMoves(t *testing.T) {
	if *recordCatcatHardMoves {
		writeCatcatHardMoves(t)
	}
	games, plies, proved := 0, 0, 0 // plies checked
	readCatcatRecord(t, catcatHardMovesFile, func(line int, fields []string) {
		// Under -race a sample of the plies (the rest are played as
		// recorded): the full replay is single-threaded work.
		every := 1
		if race.Enabled {
			every = 40
		}
		g, p := checkCatcatHardLine(t, line, fields, every)
		games++
		plies += g
		proved += p
	})
	if games == 0 || proved == 0 || proved == plies {
		t.Fatalf("%s holds %d games, %d plies, %d settled by a prover", catcatHardMovesFile, games, plies, proved)
	}
	t.Logf("replayed %d games, checked %d plies (%d settled by a prover)", games, plies, proved)
}

// catcatHardPly is what the record holds for one position.
type catcatHardPly struct{ medium, hard, proved, nodes int }

func catcatHardPlyOf(p catcat.Position) catcatHardPly {
	var r catcatHardPly
	r.medium = int(searchMove(p, Medium))
	var m int16
	var ok bool
	if p.Turn() == catcat.CatToMove {
		r.hard = p.Size().Index(CatMove(p, Hard))
		m, ok, r.nodes = provenCatMoveNodes(p)
	} else {
		r.hard = p.Size().Index(CatcherMove(p, Hard))
		m, ok, r.nodes = provenCatcherMoveNodes(p)
	}
	r.proved = -1
	if ok {
		r.proved = int(m)
	}
	return r
}

func (r catcatHardPly) String() string {
	return fmt.Sprintf("%d/%d/%d/%d", r.medium, r.hard, r.proved, r.nodes)
}

// next is the move the game goes on with under pairing.
func (r catcatHardPly) next(p catcat.Position, pairing [2]Level) int {
	if catcatSideLevel(p, pairing) == Hard {
		return r.hard
	}
	return r.medium
}

// checkCatcatHardLine replays one game of the record and checks every
// every-th ply of it (counting over the file's lines, so that a sample
// sees every size).
func checkCatcatHardLine(t *testing.T, line int, fields []string, every int) (checked, proved int) {
	t.Helper()
	if len(fields) != 3 {
		t.Fatalf("line %d: %d fields", line, len(fields))
	}
	p, err := catcat.ParseState(fields[0])
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	pairing := parseCatcatPairing(t, line, fields[1])
	recs := strings.Fields(fields[2])
	for ply, rec := range recs {
		var want catcatHardPly
		parts := strings.Split(rec, "/")
		nums := make([]int, len(parts))
		for k, s := range parts {
			if nums[k], err = strconv.Atoi(s); err != nil {
				break
			}
		}
		if len(parts) != 4 || err != nil {
			t.Fatalf("line %d ply %d: %q", line, ply, rec)
		}
		want = catcatHardPly{nums[0], nums[1], nums[2], nums[3]}
		if (line+ply)%every == 0 {
			if got := catcatHardPlyOf(p); got != want {
				t.Fatalf("line %d ply %d (%v to move): medium/hard/proved/nodes %v; recorded %v in\n%s",
					line, ply, p.Turn(), got, want, p.StateText())
			}
			checked++
			if want.proved >= 0 {
				proved++
			}
		}
		if p, err = p.PlayIndex(want.next(p, pairing)); err != nil {
			t.Fatalf("line %d ply %d: %v", line, ply, err)
		}
	}
	if p.Outcome() == catcat.Ongoing {
		t.Fatalf("line %d: the game is not over after %d plies", line, len(recs))
	}
	return checked, proved
}

func writeCatcatHardMoves(t *testing.T) {
	var b strings.Builder
	eachCatcatRecordGame(t, &b, catcatHardRecordGames, 1000, func(start catcat.Position, pairing [2]Level) {
		for p := start; p.Outcome() == catcat.Ongoing; {
			r := catcatHardPlyOf(p)
			fmt.Fprintf(&b, " %v", r)
			var err error
			if p, err = p.PlayIndex(r.next(p, pairing)); err != nil {
				t.Fatal(err)
			}
		}
	})
	writeCatcatRecord(t, catcatHardMovesFile, b.String())
}
