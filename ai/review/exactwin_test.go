package review

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cabezacat/ai/cabezaprove"
	"cabezacat/cabeza"
)

// A position from the shipped win-in-3 puzzles after the solver's first
// move and a weak reply (hse): red wins in 2, by Fne (the engine's move)
// or by Cnnw. Found by the exact prover (ai/cabezaprove) among the
// shipped puzzles' replies.
const (
	twoWaysStart = "f8m/f9/7HH1/h3oo1HH1/h1Fcoo4/6OO2/6OOC1/10/7M2/10 r 1"
	twoWaysPly   = 2 // the position after Cnnw hse
)

// reviewPlies is the review of the moves from..to of g, each position's
// Eval the evaluator's own (no other position searched).
func reviewPlies(t *testing.T, g Game, from, to int) *Review {
	t.Helper()
	r := New(g, Quick)
	ev := g.NewEvaluator(Quick)
	for ply := from; ply <= to; ply++ {
		if e, ok := g.Final(); ok && ply == g.Len() {
			r.Add(e)
			continue
		}
		r.Add(ev.Evaluate(context.Background(), ply))
	}
	return r
}

// withOpenAfter is r with position ply's Eval replaced by an open score,
// what the engine's search (which prunes) may return where a win is
// still there: the mark must not rest on it.
func withOpenAfter(r *Review, ply int) *Review {
	c := *r
	c.evals, c.have = slices.Clone(r.evals), slices.Clone(r.have)
	e, _ := c.Eval(ply)
	e.Score, e.Proven, e.Played, e.HasPlayed = 0, false, 0, false
	c.Add(e)
	return &c
}

// Red, with a forced win in 2, plays Cnnw, not the engine's Fne: it still
// wins in 2. The exact prover says so (WinKept) and the move is best —
// also where the search after it sees no win, which the review before
// marked "missed a forced win in 2".
func TestCabezaAnotherWinningMoveIsNotMissed(t *testing.T) {
	g := CabezaGame(cabezaGameOf(t, twoWaysStart, "Cnnw", "hse", "Cnnw"))
	r := reviewPlies(t, g, twoWaysPly, twoWaysPly+1)
	before, _ := r.Eval(twoWaysPly)
	if !before.Proven || before.Score.Moves() != 2 || !before.Score.IsWin() || before.Best != "Fne" {
		t.Fatalf("before the move: %v proven %v best %s; the position is not what the test means", before.Score, before.Proven, before.Best)
	}
	if before.WinAfter != WinKept {
		t.Fatalf("the check says %d, want WinKept", before.WinAfter)
	}
	if m := r.Move(twoWaysPly); m.Mark != Best || m.MissedWin || m.Exact != "" {
		t.Errorf("with the search's own score after: %+v, want best", m)
	}
	m := withOpenAfter(r, twoWaysPly+1).Move(twoWaysPly)
	if m.Mark != Best || m.MissedWin || m.Exact != "" || m.Describe() != "best" {
		t.Errorf("with an open score after: %+v (%q), want best, nothing missed", m, m.Describe())
	}
	// The record keeps the check: read back, the move is still best.
	notes, header := r.withAllEvals(t, g).Notes()
	if c := notes[twoWaysPly].Comment; !strings.Contains(c, "; keeps the win") {
		t.Errorf("note %q: want the check's words", c)
	}
	back, ok := FromNotes(g, notes, header)
	if !ok {
		t.Fatal("the notes do not read back")
	}
	if e, _ := back.Eval(twoWaysPly); e.WinAfter != WinKept {
		t.Errorf("read back: check %d, want WinKept", e.WinAfter)
	}
}

// withAllEvals fills the positions r did not evaluate with open scores,
// so that Notes (which wants a whole review) can write it.
func (r *Review) withAllEvals(t *testing.T, g Game) *Review {
	t.Helper()
	for ply := 0; ply <= g.Len(); ply++ {
		if _, ok := r.Eval(ply); !ok {
			r.Add(Eval{Ply: ply})
		}
	}
	return r
}

// Red, with a forced win in 2, plays a move after which it wins within
// no 2 moves (the prover tries every line): "threw away a forced win in
// 2", exactly, with the engine's move.
func TestCabezaThrownWinInTwoIsMarkedExactly(t *testing.T) {
	g := CabezaGame(cabezaGameOf(t, twoWaysStart, "Cnnw", "hse", "Cse"))
	r := reviewPlies(t, g, twoWaysPly, twoWaysPly+1)
	if e, _ := r.Eval(twoWaysPly); e.WinAfter != WinThrown {
		t.Fatalf("the check says %d, want WinThrown", e.WinAfter)
	}
	for _, rv := range []*Review{r, withOpenAfter(r, twoWaysPly+1)} {
		m := rv.Move(twoWaysPly)
		if m.Mark != Blunder || !m.MissedWin || m.Exact != "threw away a forced win in 2" {
			t.Errorf("%+v, want a blunder that threw away a forced win in 2", m)
		}
		if d := m.Describe(); d != "blunder: threw away a forced win in 2 (best Fne)" {
			t.Errorf("described %q", d)
		}
	}
}

// personVsLevel4 is the recorded game of a person against level 4 and
// its review as the record holds it (written before the exact check).
func personVsLevel4(t *testing.T) (Game, *Review) {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", "person-vs-level4.cabeza"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cabeza.ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g, old, err := CabezaRecord(rec)
	if err != nil || old == nil {
		t.Fatalf("record: %v, review %v", err, old)
	}
	return g, old
}

// Level 4's move 93 (ow) in the person's game: blue had a proven win in
// 4 and the search after the move found none. The review said "missed a
// forced win in 4", a guess; the exact prover proves blue wins within no
// 3 moves after it, nor 4, so now it says "threw away a forced win in
// 4". None within 5 takes it 20.6M nodes (measured), past the quick
// budget, so the words say a slower win is not ruled out. The record
// reviewed before keeps its words.
func TestCabezaLevel4ThrowsAwayAWinExactly(t *testing.T) {
	const ply = 93
	g, old := personVsLevel4(t)
	if m := old.Move(ply); m.Exact != "missed a forced win in 4" {
		t.Fatalf("the record's own review: %q; the game is not what the test means", m.Exact)
	}
	r := reviewPlies(t, g, ply, ply+1)
	before, _ := r.Eval(ply)
	after, _ := r.Eval(ply + 1)
	if before.WinAfter != WinThrown || after.Proven {
		t.Fatalf("before %v (check %d), after %v proven %v; want a thrown win and an open score after", before.Score, before.WinAfter, after.Score, after.Proven)
	}
	const want = "threw away a forced win in 4 (none within 4 left, a slower one not ruled out)"
	if m := r.Move(ply); m.Exact != want || m.Mark != Blunder {
		t.Errorf("now %+v, want a blunder: %q", m, want)
	}
}

// endPly is where the person's game's proofs begin (the first at 93).
const endPly = 90

// The whole end of the person's game, reviewed quickly: every move from
// a proven win that the search after it saw none of is settled by the
// prover — none is a "missed" guess any more, and each "threw away" is
// the prover's. (On this game all 26 of level 4's were true: none kept
// a win within 3 of its moves; see the report.)
func TestCabezaReviewMakesNoMissedGuess(t *testing.T) {
	g, old := personVsLevel4(t)
	oldMissed := 0
	for i := range g.Len() {
		if strings.HasPrefix(old.Move(i).Exact, "missed ") {
			oldMissed++
		}
	}
	if oldMissed == 0 {
		t.Fatal("the record's review has no missed win: the game is not what the test means")
	}
	// From ply 90 on (the opening and middle game have no proof): the
	// game from there is a game of its own.
	full := g.(*cabezaGame)
	tail := cabeza.NewGame(full.game(endPly).Position())
	for _, m := range full.moves[endPly:] {
		if err := tail.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	r := Whole(context.Background(), CabezaGame(tail), Quick, 2, nil)
	missed, thrown := 0, 0
	for i := range r.Len() {
		m := r.Move(i)
		e, _ := r.Eval(i)
		switch {
		case strings.HasPrefix(m.Exact, "missed "):
			missed++
		case m.MissedWin && e.WinAfter == WinThrown:
			thrown++
		}
	}
	t.Logf("the record's review: %d missed; now %d missed, %d thrown away (proven)", oldMissed, missed, thrown)
	if missed != 0 {
		t.Errorf("%d moves marked missed: a guess where the prover decides", missed)
	}
}

// Red, with a forced win in 2 (twoWaysStart after Cnnw hse), plays a
// move after which it still wins, proven, but not within 1: not a thrown
// win but a delayed one, an inaccuracy, with the win that remains in its
// words; the record keeps it. The prover is the oracle that the move
// keeps a slower win and no faster one.
func TestCabezaDelayedWinIsAnInaccuracy(t *testing.T) {
	g0 := cabezaGameOf(t, twoWaysStart, "Cnnw", "hse")
	p := g0.Position()
	var list cabeza.MoveList
	p.GenerateMoves(&list)
	delay, in := "", 0
	for i := 0; i < list.N && delay == ""; i++ {
		m := list.Moves[i]
		q := p.Play(m)
		pr := cabezaprove.New(1_000_000)
		if m.IsWin() || pr.Loses(&q, 1) || pr.Aborted() {
			continue
		}
		for k := 2; k < 2+delayLook && delay == ""; k++ {
			if pr.Loses(&q, k) && !pr.Aborted() {
				delay, in = m.String(), k
			}
		}
	}
	if delay == "" {
		t.Fatal("no move keeps a slower win")
	}
	t.Logf("%s keeps a win in %d, none in 1", delay, in)
	g := CabezaGame(cabezaGameOf(t, twoWaysStart, "Cnnw", "hse", delay))
	r := reviewPlies(t, g, twoWaysPly, twoWaysPly+1)
	before, _ := r.Eval(twoWaysPly)
	if before.WinAfter != WinDelayed || before.WinIn != in {
		t.Fatalf("%s: the check says %d in %d, want WinDelayed in %d", delay, before.WinAfter, before.WinIn, in)
	}
	// The look starved of budget says how far it got, and the record
	// keeps it.
	delayLookNodes = 1
	starved := reviewPlies(t, g, twoWaysPly, twoWaysPly+1)
	delayLookNodes = 0
	if e, _ := starved.Eval(twoWaysPly); e.WinAfter != WinThrown || e.WinIn != 1 {
		t.Errorf("%s, the look starved: the check says %d in %d, want WinThrown within 1", delay, e.WinAfter, e.WinIn)
	}
	const starvedWords = "threw away a forced win in 2 (none within 1 left, a slower one not ruled out)"
	if m := starved.Move(twoWaysPly); m.Exact != starvedWords {
		t.Errorf("%s, the look starved: %+v, want %q", delay, m, starvedWords)
	}
	sn, sh := starved.withAllEvals(t, g).Notes()
	if back, ok := FromNotes(g, sn, sh); !ok || back.Move(twoWaysPly).Exact != starvedWords {
		t.Errorf("the starved look's words do not read back: %v", ok)
	}
	want := "delayed the win: a forced win in " + itoa(in) + " remains"
	for _, rv := range []*Review{r, withOpenAfter(r, twoWaysPly+1)} {
		m := rv.Move(twoWaysPly)
		if m.Mark != Inaccuracy || m.MissedWin || m.Exact != want {
			t.Errorf("%s: %+v, want an inaccuracy, %q", delay, m, want)
		}
		if d := m.Describe(); d != "inaccuracy: "+want+" (best Fne)" {
			t.Errorf("described %q", d)
		}
	}
	if s := r.Summary(); s[0].Inaccuracies != 1 || s[0].Blunders != 0 || s[0].Missed != 0 {
		t.Errorf("summary %+v", s[0])
	}
	notes, header := r.withAllEvals(t, g).Notes()
	if n := notes[twoWaysPly]; n.Mark != "?!" || !strings.Contains(n.Comment, "; "+want) {
		t.Errorf("note %+v: want ?! and %q", n, want)
	}
	back, ok := FromNotes(g, notes, header)
	if !ok {
		t.Fatal("the notes do not read back")
	}
	if e, _ := back.Eval(twoWaysPly); e.WinAfter != WinDelayed || e.WinIn != in {
		t.Errorf("read back: check %d in %d", e.WinAfter, e.WinIn)
	}
	if m := back.Move(twoWaysPly); m.Mark != Inaccuracy || m.Exact != want {
		t.Errorf("read back: %+v", m)
	}
}

// A look for a slower win cut short before it proved anything past the
// moves left (a win in 1 not played: none within 0) claims nothing; cut
// short later, it is a thrown win said with how far it got.
func TestALookCutShortAtOnceClaimsNothing(t *testing.T) {
	if c := lookCutShort(0); c != WinOpen {
		t.Errorf("cut short within 0: %d, want WinOpen", c)
	}
	if c := lookCutShort(2); c != WinThrown {
		t.Errorf("cut short within 2: %d, want WinThrown", c)
	}
}
