package serve

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui"
	"cabezacat/tui/table"
)

var (
	codeRe  = regexp.MustCompile(`table ([A-Z2-9]{4}): you play`)
	tokenRe = regexp.MustCompile(`seat token is ([A-Z2-7]{8})`)
)

// openTable opens a table from the menu and returns its code and the
// creator's seat token. game 1 is Catch the Cat; second takes the second
// seat; clock is typed into the clock row ("" for none).
func openTable(v *testVisitor, catcatGame, second bool, clock string) (code, token string) {
	v.t.Helper()
	return openTableWith(v, tableForm{catcat: catcatGame, second: second, clock: clock})
}

// tableForm is what openTableWith chooses in the open-table form.
type tableForm struct {
	catcat, second bool
	clock          string
	// Catch the Cat's board: a board size that many choices from the
	// default (negative: smaller), and a seed typed ("": random).
	sizeSteps int
	seed      string
	rated     bool // a player's rated table (the Rated row)
}

func openTableWith(v *testVisitor, f tableForm) (code, token string) {
	v.t.Helper()
	clock := f.clock
	menuTo(v, 4, "> Open a table")
	v.send("\r")
	v.await("Open a table")
	if f.catcat {
		v.send("l")
		v.await("‹ Catch the Cat ›")
	}
	v.send("j")
	v.await("> You play") // one key at a time (see menuTo)
	if f.second {
		v.send("l")
		if f.catcat {
			v.await("‹ Catcher ›")
		} else {
			v.await("‹ Blue ›")
		}
	}
	if f.catcat {
		v.send("j")
		v.await("> Board size")
		size, k, steps := tui.CatcatDefaultSize, "l", f.sizeSteps
		if steps < 0 {
			k, steps = "h", -steps
		}
		for range steps {
			v.send(k)
			if k == "l" {
				size += 4
			} else {
				size -= 4
			}
			v.await(fmt.Sprintf("Catch the Cat on %d×%d", size, size))
		}
		v.send("j")
		v.await("> Blocked at start")
		v.send("j")
		v.await("> Seed")
		for _, r := range f.seed {
			v.send(string(r))
		}
		if f.seed != "" {
			v.await(f.seed + "  digits")
		}
		v.send("\t") // a text row keeps letters: tab leaves it
	} else {
		v.send("j")
	}
	v.await("> Clock")
	for _, r := range clock {
		v.send(string(r))
	}
	if clock != "" {
		v.await("clock " + clock + ": you get its code")
	}
	if f.rated {
		v.send("\t")
		v.await("> Rated")
		v.send("l")
		v.await("‹ Rated ›")
	}
	v.send("\r")
	v.await("seat token is ")
	txt := v.text()
	m := codeRe.FindAllStringSubmatch(txt, -1)
	tk := tokenRe.FindAllStringSubmatch(txt, -1)
	if m == nil || tk == nil {
		v.t.Fatalf("no code or token on the screen:\n%s", txt[max(0, len(txt)-400):])
	}
	return m[len(m)-1][1], tk[len(tk)-1][1]
}

// menuTo moves the menu's cursor down n entries, one key at a time: a
// key waits for the screen to show the one before it, since letters that
// arrive together may be read as one message.
func menuTo(v *testVisitor, n int, want string) {
	v.t.Helper()
	// No "Open a saved game" on a server: a visitor sees only their own
	// games (a player in My games).
	entries := []string{"> Cabeza", "> Catch the Cat", "> Learn", "> Puzzles", "> Open a table", "> Join a table"}
	v.await(entries[0])
	for i := 1; i <= n; i++ {
		v.send("j")
		v.await(entries[i])
	}
	if entries[n] != want {
		v.t.Fatalf("menuTo %d: %q, not %q", n, entries[n], want)
	}
}

// joinTable joins by code, as a player (with a seat token if given) or a
// spectator.
func joinTable(v *testVisitor, code, token string, watch bool) {
	v.t.Helper()
	menuTo(v, 5, "> Join a table")
	v.send("\r")
	v.await("Seat token")
	v.send("j") // the code row
	v.await("> Code")
	for _, r := range code {
		v.send(string(r))
	}
	v.send("\t") // As
	v.await("> As")
	if watch {
		v.send("l")
		v.await("‹ Spectator ›")
	} else if token != "" {
		v.send("\t")
		v.await("> Seat token")
		for _, r := range token {
			v.send(string(r))
		}
	}
	v.send("\r")
	if watch {
		v.await("you are watching table " + code)
	} else {
		v.await("table " + code + ": you play")
	}
}

// typeMove plays a Cabeza move by typing its notation.
func typeMove(v *testVisitor, mv string) {
	v.t.Helper()
	v.send(":")
	v.await("move:")
	for _, r := range mv {
		v.send(string(r))
	}
	v.send("\r")
}

// quickCabezaGame is a short legal game: a win in one whenever there is
// one, otherwise a fixed choice.
func quickCabezaGame(t testing.TB) []string {
	g := cabeza.NewGame(cabeza.Start())
	var out []string
	for ply := 0; !g.Status().Over() && ply < 400; ply++ {
		moves := g.LegalMoves()
		mv := moves[(ply*7)%len(moves)]
		for _, m := range moves {
			if m.IsWin() {
				mv = m
			}
		}
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
		out = append(out, mv.String())
	}
	if !g.Status().Over() {
		t.Fatal("the scripted game does not end")
	}
	return out
}

func lobbyInfo(t testing.TB, ts *testServer, code string) table.Info {
	t.Helper()
	for _, i := range ts.Lobby().List() {
		if i.Code == code {
			return i
		}
	}
	t.Fatalf("no table %s in the lobby", code)
	return table.Info{}
}

// redHasPlayed seats alice (red) and bob (blue) at a new Cabeza table
// without a clock, and alice plays the first move of quickCabezaGame.
func redHasPlayed(t *testing.T, ts *testServer) (alice, bob *testVisitor, code string, moves []string) {
	t.Helper()
	alice = visit(t, ts.addr, visitOpts{user: "alice"})
	code, _ = openTable(alice, false, false, "")
	bob = visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	moves = quickCabezaGame(t)
	typeMove(alice, moves[0])
	bob.await("red played " + moves[0])
	return alice, bob, code, moves
}

func TestTableWholeCabezaGameWithASpectator(t *testing.T) {
	ts := startServer(t, nil)
	alice := visit(t, ts.addr, visitOpts{user: "alice"})
	code, _ := openTable(alice, false, false, "")
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	carol := visit(t, ts.addr, visitOpts{user: "carol"})
	joinTable(carol, code, "", true)
	alice.await("carol is watching")

	moves := quickCabezaGame(t)
	players := [2]*testVisitor{alice, bob}
	for i, mv := range moves {
		me, them := players[i%2], players[1-i%2]
		if i == 1 {
			// Red may not move for blue, nor the spectator for anyone.
			typeMove(alice, mv)
			alice.await("it is blue's turn")
			typeMove(carol, mv)
			carol.await("you are watching: spectators do not move")
		}
		typeMove(me, mv)
		if i == len(moves)-1 {
			break // the ending says it
		}
		side := [2]string{"red", "blue"}[i%2]
		for _, v := range []*testVisitor{me, them, carol} {
			v.await(side + " played " + mv)
		}
	}
	for _, v := range []*testVisitor{alice, bob, carol} {
		v.await("game over: ")
	}
	info := lobbyInfo(t, ts, code)
	if info.Moves != len(moves) || !info.Ended {
		t.Fatalf("the table holds %d moves (ended %v), want %d, ended", info.Moves, info.Ended, len(moves))
	}
	files := listFiles(t, ts.cfg.RecordDir)
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	text, _ := os.ReadFile(files[0])
	if !strings.Contains(string(text), `[Red "human (alice)"]`) || !strings.Contains(string(text), moves[len(moves)-1]) {
		t.Fatalf("the record:\n%s", text)
	}
	// The spectator's analysis is their own.
	carol.send("a")
	carol.await("Analysis")
}

// escapePath is the cat's shortest way from its cell to the border.
func escapePath(p catcat.Position) []catcat.Cell {
	size := p.Size()
	start := p.Cat()
	prev := map[catcat.Cell]catcat.Cell{start: start}
	queue := []catcat.Cell{start}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if size.IsBorder(c) {
			var path []catcat.Cell
			for ; c != start; c = prev[c] {
				path = append([]catcat.Cell{c}, path...)
			}
			return path
		}
		for _, n := range c.Neighbours() {
			if _, seen := prev[n]; !seen && size.Contains(n) && !p.IsBlocked(n) {
				prev[n] = c
				queue = append(queue, n)
			}
		}
	}
	return nil
}

var catKeys = map[catcat.Direction]string{
	catcat.West: "H", catcat.East: "L", catcat.NorthWest: "Y",
	catcat.NorthEast: "U", catcat.SouthWest: "B", catcat.SouthEast: "N",
}

func TestTableWholeCatcatGame(t *testing.T) {
	ts := startServer(t, nil)
	cat := visit(t, ts.addr, visitOpts{user: "tom"})
	// A smaller board than the default and a seed of our own: the table
	// is opened on the board the form chose.
	code, _ := openTableWith(cat, tableForm{catcat: true, sizeSteps: -1, seed: "4242"})
	catcher := visit(t, ts.addr, visitOpts{user: "jerry"})
	joinTable(catcher, code, "", false)
	s := lobbyInfo(t, ts, code).Setup
	if want := tui.CatcatDefaultSize - 4; s.Size != want || s.Seed != 4242 {
		t.Fatalf("the table's board: %d×%d seed %d, want %d×%d seed 4242", s.Size, s.Size, s.Seed, want, want)
	}
	catcher.awaitEver(fmt.Sprintf("%d×%d · seed 4242", s.Size, s.Size)) // the header, above what joinTable awaited
	size, _ := catcat.NewSize(s.Size)
	start, err := catcat.RandomStart(size, s.Density, s.Seed)
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	cursor := start.Cat() // the catcher's cursor starts on the cat
	for !g.Over() {
		pos := g.Position()
		if pos.Turn() == catcat.CatToMove {
			path := escapePath(pos)
			if path == nil {
				t.Fatal("the cat has no way out: the test's catcher blocked it")
			}
			next := path[0]
			var key string
			for d, k := range catKeys {
				if pos.Cat().Neighbour(d) == next {
					key = k
				}
			}
			cat.send(key)
			if err := g.Play(next); err != nil {
				t.Fatal(err)
			}
			if g.Over() {
				break // the ending says it
			}
			cat.await("cat played " + next.String())
			catcher.await("cat played " + next.String())
			continue
		}
		// The catcher blocks a free cell of its cursor's row that is off
		// the cat's way out, walking the cursor there with h and l.
		onPath := map[catcat.Cell]bool{pos.Cat(): true}
		for _, c := range escapePath(pos) {
			onPath[c] = true
		}
		target, found := cursor, false
		for dx := 1; dx <= 2*size.Half() && !found; dx++ {
			for _, x := range []int{cursor.X - dx, cursor.X + dx} {
				c := catcat.Cell{X: x, Y: cursor.Y}
				if size.Contains(c) && !pos.IsBlocked(c) && !onPath[c] {
					target, found = c, true
					break
				}
			}
		}
		if !found {
			t.Fatal("no free cell in the cursor's row")
		}
		for ; cursor.X > target.X; cursor.X-- {
			catcher.send("h")
		}
		for ; cursor.X < target.X; cursor.X++ {
			catcher.send("l")
		}
		catcher.send("\r")
		if err := g.Play(target); err != nil {
			t.Fatal(err)
		}
		cursor = pos.Cat() // the screen puts the cursor on the cat after a block
		cat.await("catcher played " + target.String())
		catcher.await("catcher played " + target.String())
	}
	cat.await("game over: ")
	catcher.await("game over: ")
	if info := lobbyInfo(t, ts, code); info.Moves != len(g.Moves()) || !info.Ended {
		t.Fatalf("the table: %+v, want %d moves, ended", info, len(g.Moves()))
	}
}
