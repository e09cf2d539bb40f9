package serve

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"cabezacat/store/storetest"
)

// The child server of TestServeKilledMidGameResumesEveryGame: this test
// binary run again with envChild naming a data folder (and envChildDB the
// store), serving until it is killed.
const (
	envChild   = "CABEZACAT_TEST_SERVE_CHILD"
	envChildDB = "CABEZACAT_TEST_SERVE_CHILD_DB"
)

func TestServeChildServer(t *testing.T) {
	dir := os.Getenv(envChild)
	if dir == "" {
		t.Skip("the child server of TestServeKilledMidGameResumesEveryGame")
	}
	cfg := Defaults()
	cfg.Listen = "127.0.0.1:0"
	cfg.HostKey = filepath.Join(dir, "host_ed25519")
	cfg.RecordDir = filepath.Join(dir, "games")
	cfg.Database = os.Getenv(envChildDB)
	cfg.RatePerMinute = 1000
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := srv.Listen()
	if err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString("listening " + ln.Addr().String() + "\n")
	_ = srv.Serve(ln) // until SIGKILL
}

// startChild runs a child server and returns its address and process.
func startChild(t *testing.T, dir, db string) (string, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeChildServer$", "-test.count=1")
	cmd.Env = append(os.Environ(), envChild+"="+dir, envChildDB+"="+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the child server said nothing: %v", err)
	}
	addr, ok := strings.CutPrefix(strings.TrimSpace(line), "listening ")
	if !ok {
		t.Fatalf("the child server said %q", line)
	}
	return addr, cmd
}

func TestServeKilledMidGameResumesEveryGame(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			dir := t.TempDir()
			db := b.DSN
			addr, child := startChild(t, dir, db)
			aliceKey, bobKey, carolKey, daveKey := newKey(t), newKey(t), newKey(t), newKey(t)
			moves := quickCabezaGame(t)
			// Two games in progress: alice–bob (3 moves), carol–dave (2).
			type pair struct {
				red, blue *testVisitor
				code      string
				played    int
			}
			start := func(red, blue string, rk, bk []byte, n int) pair {
				r := visit(t, addr, visitOpts{user: red, key: rk})
				code, _ := openTable(r, false, false, "")
				bl := visit(t, addr, visitOpts{user: blue, key: bk})
				joinTable(bl, code, "", false)
				players := [2]*testVisitor{r, bl}
				for i := 0; i < n; i++ {
					typeMove(players[i%2], moves[i])
					// Shown to the opponent: so it is in the store.
					players[1-i%2].await([2]string{"red", "blue"}[i%2] + " played " + moves[i])
				}
				return pair{r, bl, code, n}
			}
			games := []pair{start("alice", "bob", aliceKey, bobKey, 3), start("carol", "dave", carolKey, daveKey, 2)}

			if err := child.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			_ = child.Wait()
			for _, g := range games {
				g.red.close()
				g.blue.close()
			}

			addr, _ = startChild(t, dir, db)
			keyOf := map[string][]byte{"alice": aliceKey, "bob": bobKey, "carol": carolKey, "dave": daveKey}
			for i, g := range games {
				names := [][2]string{{"alice", "bob"}, {"carol", "dave"}}[i]
				red, blue := names[0], names[1]
				r := visit(t, addr, visitOpts{user: red, key: keyOf[red]})
				r.await("your adjourned Cabeza game with " + blue + ": enter")
				r.send("\r")
				r.await("you play red")
				bl := visit(t, addr, visitOpts{user: blue, key: keyOf[blue]})
				bl.await("is waiting")
				bl.send("\r")
				bl.await("you play blue")
				// Every move is there: the move list shows the last, and
				// the game goes on from it.
				next := [2]*testVisitor{r, bl}[g.played%2]
				other := [2]*testVisitor{r, bl}[1-g.played%2]
				typeMove(next, moves[g.played])
				other.await([2]string{"red", "blue"}[g.played%2] + " played " + moves[g.played])
				if !strings.Contains(other.text(), moves[g.played-1]) {
					t.Errorf("game %d: the last move before the kill, %s, is not on the screen", i, moves[g.played-1])
				}
			}
		})
	}
}
