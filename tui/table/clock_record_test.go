package table

import (
	"strings"
	"testing"
	"time"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// A clocked game adjourned (the players quit) keeps each side's time
// left in its record, and a table opened from that record's moves and
// clock resumes with those times, the side to move running.
func TestAdjournedClockIsSavedAndResumes(t *testing.T) {
	l, clk, sv := newTestLobby(t)
	tc := TimeControl{Base: 3 * time.Minute, Inc: 2 * time.Second}
	a, b := openPair(t, l, Setup{Kind: Cabeza, Clock: tc})
	// Each side's first move is free: the clocks start at the third.
	played := playMoves(t, []*Sub{a, b}, func(t *testing.T, p []string) string { return firstMove(t, p) }, nil)
	clk.Advance(25 * time.Second) // red thinks 25 s
	played = playMoves(t, []*Sub{a}, func(t *testing.T, p []string) string { return firstMove(t, p) }, played)
	await(t, b, "red's move", func(s Snapshot) bool { return len(s.Moves) == 3 })
	clk.Advance(40*time.Second + 300*time.Millisecond) // blue thinks, then the players quit
	l.Close("adjourned: the players quit")
	recs := sv.records()
	if len(recs) != 1 {
		t.Fatalf("records %q", recs)
	}
	want := `[Clock "3+2 red=2m37s blue=2m19.7s"]`
	if !strings.Contains(recs[0], want) {
		t.Fatalf("the record does not keep the clock %s:\n%s", want, recs[0])
	}

	r, err := cabeza.ParseRecord(recs[0])
	if err != nil {
		t.Fatal(err)
	}
	text, _ := r.Tag(ClockTag)
	tc2, left, err := ParseRecordClock(Cabeza, text)
	if err != nil || tc2 != tc || left != [2]time.Duration{157 * time.Second, 139700 * time.Millisecond} {
		t.Fatalf("read back %v %v %v", tc2, left, err)
	}
	l2, clk2, _ := newTestLobby(t)
	var moves []string
	for _, mv := range r.Moves {
		moves = append(moves, mv.String())
	}
	a2, _ := openPair(t, l2, Setup{Kind: Cabeza, Clock: tc2, Position: r.Start.String(), Moves: moves, Left: left})
	snap := await(t, a2, "the resumed game", func(s Snapshot) bool { return len(s.Moves) == 3 })
	if snap.Running != 1 || snap.Remaining(0, clk2.Now()) != left[0] || snap.Remaining(1, clk2.Now()) != left[1] {
		t.Fatalf("resumed with red %v, blue %v, running %d; want %v", snap.Remaining(0, clk2.Now()), snap.Remaining(1, clk2.Now()), snap.Running, left)
	}
}

// A Catch the Cat record keeps the clock on its clock line, in the
// game's side names, and resumes from its own start.
func TestAdjournedCatcatClockIsSavedOnItsLine(t *testing.T) {
	l, clk, sv := newTestLobby(t)
	tc := TimeControl{Base: time.Minute}
	setup := Setup{Kind: Catcat, Clock: tc, Size: 9, Density: 0.05, Seed: 4}
	a, b := openPair(t, l, setup)
	next := catcatMoveFor(setup)
	played := playMoves(t, []*Sub{a, b}, next, nil) // the first moves are free
	clk.Advance(5 * time.Second)
	played = playMoves(t, []*Sub{a}, next, played)
	l.Close("adjourned: the players quit")
	recs := sv.records()
	if len(recs) != 1 || !strings.Contains(recs[0], "\nclock: 1+0 cat=55s catcher=1m0s\n") {
		t.Fatalf("records %q", recs)
	}
	r, err := catcat.ParseRecord(recs[0])
	if err != nil {
		t.Fatal(err)
	}
	_, left, err := ParseRecordClock(Catcat, r.Clock)
	if err != nil {
		t.Fatal(err)
	}
	l2, clk2, _ := newTestLobby(t)
	start := r.Start
	a2, _ := openPair(t, l2, Setup{Kind: Catcat, Clock: tc, CatcatStart: &start, Moves: played, Left: left})
	snap := await(t, a2, "the resumed game", func(s Snapshot) bool { return len(s.Moves) == 3 })
	if snap.Remaining(0, clk2.Now()) != 55*time.Second || snap.Running != 1 {
		t.Fatalf("cat %v, running %d", snap.Remaining(0, clk2.Now()), snap.Running)
	}
}

func TestParseRecordClockSaysWhatIsWrong(t *testing.T) {
	for s, want := range map[string]string{
		"":                              `clock "": want the control and each side's time left, like "5+3 red=4m12.5s blue=3m59s"`,
		"5+3 red=1m":                    `want the control and each side's time left`,
		"none red=1m blue=1m":           `a game with a clock has a control, not "none"`,
		"x red=1m blue=1m":              `the minutes before + must be a number above 0`,
		"5+3 blue=1m red=1m":            `want red=TIME in place 2, found "blue=1m"`,
		"5+3 red=1m cat=1m":             `want blue=TIME in place 3, found "cat=1m"`,
		"5+3 red=abc blue=1m":           `red's time left "abc" is not a time like 4m12.5s`,
		"5+3 red=1m blue=-2s":           `blue's time left "-2s" is below 0`,
		"5+3 red=1m blue=25h":           `blue's time left "25h" is more than 24h0m0s`,
		"5+3 red=9999999999999h blue=1": `red's time left "9999999999999h" is not a time`,
	} {
		_, _, err := ParseRecordClock(Cabeza, s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", s, err, want)
		}
	}
	if _, _, err := ParseRecordClock(Catcat, "1+0 red=1s blue=1s"); err == nil || !strings.Contains(err.Error(), "want cat=TIME") {
		t.Errorf("Cabeza's sides in a Catch the Cat clock: %v", err)
	}
}

func FuzzParseRecordClock(f *testing.F) {
	for _, s := range []string{"5+3 red=4m12.5s blue=3m59s", "1+0 cat=0s catcher=1h", "5+3 red=1e9h blue=1s", "none red= blue=", "5+3 red==1s blue=1s", "0.5 red=.5s blue=1µs"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, k := range []Kind{Cabeza, Catcat} {
			tc, left, err := ParseRecordClock(k, s)
			if err != nil {
				if !strings.HasPrefix(err.Error(), "clock ") {
					t.Fatalf("%q: an error that does not say it is the clock: %v", s, err)
				}
				continue
			}
			if !tc.On() || left[0] < 0 || left[1] < 0 || left[0] > maxLeft || left[1] > maxLeft {
				t.Fatalf("%q read as %v %v", s, tc, left)
			}
			// What is read writes back and reads back the same, in tenths.
			tc2, left2, err := ParseRecordClock(k, RecordClock(k, tc, left))
			if err != nil || tc2 != tc || left2[0] != left[0].Round(100*time.Millisecond) || left2[1] != left[1].Round(100*time.Millisecond) {
				t.Fatalf("%q: wrote %q, read %v %v %v", s, RecordClock(k, tc, left), tc2, left2, err)
			}
		}
	})
}
