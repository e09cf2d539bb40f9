package menu

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// fakeAccount is an account with canned answers that notes what it was
// asked.
type fakeAccount struct {
	filters []common.GameFilter
	added   []string
	pools   []string
	offers  []common.Offer
	board   []common.Standing // the leaderboard, if not the one-line default
}

func (f *fakeAccount) Offers() []common.Offer                { return f.offers }
func (f *fakeAccount) Take(common.Offer) (*table.Sub, error) { return nil, errors.New("no") }
func (f *fakeAccount) Settings() ([]byte, error)             { return nil, nil }
func (f *fakeAccount) SaveSettings([]byte) error             { return nil }
func (f *fakeAccount) Pools() []string                       { return []string{"cabeza/blitz", "catcat"} }
func (f *fakeAccount) Record(int64) (string, []byte, error)  { return "", nil, errors.New("no") }
func (f *fakeAccount) Leaderboard(pool string) ([]common.Standing, error) {
	f.pools = append(f.pools, pool)
	if f.board != nil {
		return f.board, nil
	}
	return []common.Standing{{Handle: "bob", Pool: pool, Rating: 1662.4, Provisional: true, Games: 1}}, nil
}
func (f *fakeAccount) AddKey(line string) (string, error) {
	f.added = append(f.added, line)
	if !strings.HasPrefix(line, "ssh-") {
		return "", errors.New("not a public key line")
	}
	return "added key SHA256:x", nil
}
func (f *fakeAccount) Profile() (common.Profile, error) {
	return common.Profile{Handle: "alice", Keys: 1, Games: 3, Standings: []common.Standing{
		{Pool: "catcat", Rating: 1400, Deviation: 300, Provisional: true, Games: 2, Wins: 1, Losses: 1,
			History: []common.RatingPoint{{Rating: 1662}, {Rating: 1400}}},
	}}, nil
}
func (f *fakeAccount) Games(flt common.GameFilter) ([]common.GameLine, error) {
	f.filters = append(f.filters, flt)
	tiny := -0.4 // a rating change under half a point
	twelve := 12.0
	return []common.GameLine{
		{ID: 1, Kind: "catcat", When: time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC), Opponent: "bob", Side: "cat", Result: "win", Rated: true},
		{ID: 2, Kind: "catcat", When: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Opponent: "carol", Side: "catcher", Result: "loss", Rated: true, Change: &tiny},
		{ID: 3, Kind: "catcat", When: time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC), Opponent: "dave", Side: "cat", Result: "win", Rated: true, Match: 1},
		{ID: 4, Kind: "catcat", When: time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC), Opponent: "dave", Side: "catcher", Result: "loss", Rated: true, Match: 2, Change: &twelve},
	}, nil
}

func keyMsg(s string) tea.KeyMsg {
	switch s {
	case "tab":
		return tea.KeyMsg{Type: tea.KeyTab}
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

func TestAccountPage(t *testing.T) {
	f := &fakeAccount{}
	p := newAccountPage(common.Options{NoColor: true}, f, 80, 24)
	view := p.view(help.New())
	for _, want := range []string{`"alice"`, "3 finished games", "1 key", "1400?", "catcat", "▁"} {
		if !strings.Contains(view, want) {
			t.Errorf("the profile lacks %q:\n%s", want, view)
		}
	}
	// The leaderboard opens on the pool the player played.
	if got := f.pools[len(f.pools)-1]; got != "catcat" {
		t.Errorf("leaderboard pool %q, want catcat", got)
	}
	p.update(keyMsg("tab"))
	p.update(keyMsg("g"))
	p.update(keyMsg("r"))
	p.update(keyMsg("r"))
	if last := f.filters[len(f.filters)-1]; last.Kind != "cabeza" || last.Result != "loss" {
		t.Errorf("the games were asked for with %+v, want cabeza and loss", last)
	}
	if v := p.view(help.New()); !strings.Contains(v, `vs "bob"`) || !strings.Contains(v, "game cabeza · result loss") {
		t.Errorf("my games:\n%s", v)
	}
	// A rating change under half a point is +0, never -0.
	if v := p.view(help.New()); !strings.Contains(v, "rated +0") || strings.Contains(v, "rated -0") {
		t.Errorf("my games, a change of -0.4:\n%s", v)
	}
	// A rated match's two games say which they are: the first, with no
	// change of its own, does not read as a plain rated game.
	if v := p.view(help.New()); !regexp.MustCompile(`vs "dave" +win +match 1/2 *\n`).MatchString(v) || !strings.Contains(v, "match 2/2 +12") {
		t.Errorf("my games, a rated match's games:\n%s", v)
	}
	p.update(keyMsg("tab"))
	if v := p.view(help.New()); !strings.Contains(v, `1. "bob"`) || !strings.Contains(v, "1662?") {
		t.Errorf("the leaderboard:\n%s", v)
	}
	p.update(keyMsg("tab"))
	for _, r := range "nonsense" {
		p.update(keyMsg(string(r)))
	}
	p.update(keyMsg("enter"))
	if len(f.added) != 1 || f.added[0] != "nonsense" || !strings.Contains(p.view(help.New()), "not a public key line") {
		t.Errorf("adding a key: asked %q, view:\n%s", f.added, p.view(help.New()))
	}
}

func TestRatingChartRisesAndFalls(t *testing.T) {
	chart := ratingChart([]common.RatingPoint{{Rating: 1600}, {Rating: 1400}}, 40, 4)
	rows := strings.Split(strings.TrimRight(chart, "\n"), "\n")
	if len(rows) != 4 || !strings.Contains(rows[0], "1600") || !strings.Contains(rows[3], "1400") {
		t.Fatalf("chart:\n%s", chart)
	}
	// Columns: the start (1500), 1600 (full to the top), 1400 (lowest).
	top := []rune(rows[0][strings.Index(rows[0], "│")+len("│"):])
	if len(top) != 3 || top[1] != '█' || top[2] != ' ' {
		t.Fatalf("top row %q of chart:\n%s", string(top), chart)
	}
}

// Each game is a column, the newest at the right; a rating between the
// lowest and the highest stands between them, and the lowest still shows.
func TestRatingChartColumnsInOrder(t *testing.T) {
	chart := ratingChart([]common.RatingPoint{{Rating: 1520}, {Rating: 1580}, {Rating: 1460}}, 40, 3)
	rows := strings.Split(strings.TrimRight(chart, "\n"), "\n")
	col := func(row, i int) rune {
		r := []rune(rows[row][strings.Index(rows[row], "│")+len("│"):])
		return r[i]
	}
	height := func(i int) int { // in eighths
		n := 0
		for row := range rows {
			switch c := col(row, i); {
			case c == '█':
				n += 8
			case c != ' ':
				n += strings.IndexRune(" ▁▂▃▄▅▆▇", c)
			}
		}
		return n
	}
	h := []int{height(0), height(1), height(2), height(3)} // 1500, 1520, 1580, 1460
	if !(h[3] > 0 && h[3] < h[0] && h[0] < h[1] && h[1] < h[2] && h[2] == 24) {
		t.Fatalf("column heights %v (start, 1520, 1580, 1460):\n%s", h, chart)
	}
}

// keyProblemAccount refuses every key with words as long as the store's
// for an empty line (store.ParseKeyLine; a screen's tests do not import
// the store), longer than a narrow terminal.
type keyProblemAccount struct{ *fakeAccount }

func (keyProblemAccount) AddKey(string) (string, error) {
	return "", errors.New("no key: paste a line like ssh-ed25519 AAAA… you@host (from ~/.ssh/id_ed25519.pub)")
}

// A problem is wrapped to the page, never cut at the terminal's edge:
// its last words (where to find the key) are on the screen.
func TestAccountProblemIsWrapped(t *testing.T) {
	for _, width := range []int{62, 64, 80} { // the menu's narrowest is 62
		p := newAccountPage(common.Options{NoColor: true}, keyProblemAccount{&fakeAccount{}}, width, 24)
		for range 3 {
			p.update(keyMsg("tab"))
		}
		p.update(keyMsg("enter"))
		h := help.New()
		h.Width = width - 2 // as the menu sets it
		v := p.view(h)
		tuitest.CheckFits(t, fmt.Sprintf("width %d", width), v, width, 0)
		if !strings.Contains(strings.Join(strings.Fields(v), " "), "(from ~/.ssh/id_ed25519.pub)") {
			t.Fatalf("width %d: the problem's end is not shown:\n%s", width, v)
		}
	}
}

// A full leaderboard (the server sends up to 50) scrolls within the
// screen under its cursor, saying how many are out of sight, and the
// key line names the leaderboard's own keys, p for the next pool among
// them; each section's line names its own keys, not the others'.
func TestLeaderboardScrollsWithinTheScreen(t *testing.T) {
	f := &fakeAccount{}
	for i := range 50 {
		f.board = append(f.board, common.Standing{Handle: fmt.Sprintf("p%02d", i+1), Pool: "catcat", Rating: float64(2000 - 10*i), Games: 3})
	}
	for _, sz := range [][2]int{{80, 24}, {62, 20}} {
		p := newAccountPage(common.Options{NoColor: true}, f, sz[0], sz[1])
		h := help.New()
		h.Width = sz[0] - 2
		p.update(keyMsg("tab"))
		if v := p.view(h); !strings.Contains(v, "enter open") || strings.Contains(v, "p pool") {
			t.Errorf("%v: my games' key line:\n%s", sz, v)
		}
		p.update(keyMsg("tab"))
		v := p.view(h)
		tuitest.CheckFits(t, "the leaderboard", v, sz[0], sz[1])
		for _, want := range []string{`> 1. "p01"`, "more below", "p pool", "? provisional; p the next pool"} {
			if !strings.Contains(strings.Join(strings.Fields(v), " "), strings.Join(strings.Fields(want), " ")) {
				t.Errorf("%v: the leaderboard lacks %q:\n%s", sz, want, v)
			}
		}
		if strings.Contains(v, "game filter") {
			t.Errorf("%v: the leaderboard's key line names the games' filters:\n%s", sz, v)
		}
		for range 49 {
			p.update(tea.KeyMsg{Type: tea.KeyDown})
		}
		v = p.view(h)
		tuitest.CheckFits(t, "the leaderboard's end", v, sz[0], sz[1])
		if flat := strings.Join(strings.Fields(v), " "); !strings.Contains(flat, `> 50. "p50"`) || !strings.Contains(v, "more above") || strings.Contains(v, "more below") {
			t.Errorf("%v: the leaderboard's end:\n%s", sz, v)
		}
	}
}

// manyGames is an account with forty games in My games.
type manyGames struct{ fakeAccount }

func (f *manyGames) Games(common.GameFilter) ([]common.GameLine, error) {
	var out []common.GameLine
	for i := range 40 {
		out = append(out, common.GameLine{ID: int64(i), Kind: "catcat", When: time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC),
			Opponent: "bob", Side: "catcher", Result: "loss", Rated: true, Match: 2, Change: new(float64)})
	}
	return out, nil
}

// My games fits the screen at the sizes people use: a game's line
// written shorter where the whole one does not fit (at 62 columns it ran
// 6 cells past the edge), its result and rating kept.
func TestMyGamesFitTheScreen(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {66, 20}, {62, 20}} {
		p := newAccountPage(common.Options{NoColor: true}, &manyGames{}, sz[0], sz[1])
		h := help.New()
		h.Width = sz[0] - 2
		p.update(keyMsg("tab"))
		v := p.view(h)
		tuitest.CheckFits(t, "my games", v, sz[0], sz[1])
		if !regexp.MustCompile(`> (2026-)?11-27 +catcat +(as )?catcher +(vs )?"bob" +loss +match 2/2 \+0`).MatchString(v) {
			t.Errorf("%v: a game's line lacks its words:\n%s", sz, v)
		}
	}
}

// In --ascii the profile, its rating chart too, is ASCII once the
// shell's replacer has written the punctuation.
func TestAccountProfileInASCII(t *testing.T) {
	p := newAccountPage(common.Options{ASCII: true, NoColor: true}, &fakeAccount{}, 80, 24)
	v := common.ASCIIPunctuation.Replace(p.view(help.New()))
	for i, r := range v {
		if r > 127 {
			t.Fatalf("non-ASCII %q at %d in:\n%s", r, i, v)
		}
	}
	if !strings.Contains(v, "1400 |##_") {
		t.Errorf("the chart's last row:\n%s", v)
	}
}

// The profile's words wrap at 62 columns: the chart's label and the
// word for a player with no rating were cut at the edge.
func TestProfileWordsWrap(t *testing.T) {
	for _, acct := range []common.Account{&correspondence{}, &unrated{}} {
		p := newAccountPage(common.Options{NoColor: true}, acct, 62, 20)
		h := help.New()
		h.Width = 60
		v := p.view(h)
		tuitest.CheckFits(t, "the profile", v, 62, 20)
		flat := strings.Join(strings.Fields(v), " ")
		want := "rating from the start (1500) after each cabeza/correspondence game:"
		if _, none := acct.(*unrated); none {
			want = "no rated games yet: open a rated table to get a rating (1500? to start)"
		}
		if !strings.Contains(flat, want) {
			t.Errorf("the profile lacks %q:\n%s", want, v)
		}
	}
}

// correspondence is an account rated in the pool with the longest name.
type correspondence struct{ fakeAccount }

func (c *correspondence) Profile() (common.Profile, error) {
	return common.Profile{Handle: "alice", Keys: 1, Games: 1, Standings: []common.Standing{
		{Pool: "cabeza/correspondence", Rating: 1662, Deviation: 290, Provisional: true, Games: 1, Wins: 1,
			History: []common.RatingPoint{{Rating: 1662}}},
	}}, nil
}

// unrated is an account with no rating yet.
type unrated struct{ fakeAccount }

func (u *unrated) Profile() (common.Profile, error) {
	return common.Profile{Handle: "dora", Keys: 1}, nil
}
