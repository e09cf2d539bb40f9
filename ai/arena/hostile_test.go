//go:build unix

package arena

import (
	"bytes"
	"context"
	"crypto/sha256"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
	"cabezacat/catcat"
)

// Hostile agent programs, one per way issue 13 found to abuse the
// arena. Each runs beside two honest agents (a program: builtin:medium
// behind the course contract, and builtin:easy); after each, no process
// of it is left, nothing outside its private directory was written, and
// the honest agents' games are exactly those of a run without it.

// honestScript is an honest agent program in awk, cheap to start (the
// hostile tests run under -race in CI): the cat steps to its first free
// neighbour in the rules' order (W, E, NW, NE, SW, SE), the catcher
// blocks the first free cell, row by row.
const honestScript = `awk '
NR == 1 { turn = $1; n = $2; cx = $3; cy = $4; h = int(n / 2); next }
{ line = $0; gsub(/[^C#.]/, "", line); row[NR - 2] = line }
END {
	if (turn == "C" || turn == "CAT") {
		if (((cy % 2) + 2) % 2 == 0) split("-1 0 1 0 -1 -1 0 -1 -1 1 0 1", d, " ")
		else split("-1 0 1 0 0 -1 1 -1 0 1 1 1", d, " ")
		for (i = 1; i <= 12; i += 2) {
			nx = cx + d[i]; ny = cy + d[i + 1]
			if (nx < -h || nx > h || ny < -h || ny > h) continue
			if (substr(row[ny + h], nx + h + 1, 1) == ".") break
		}
		r = cy + h; row[r] = substr(row[r], 1, cx + h) "." substr(row[r], cx + h + 2)
		r = ny + h; row[r] = substr(row[r], 1, nx + h) "C" substr(row[r], nx + h + 2)
		print "CATCHER", n, nx, ny
	} else {
		for (r = 0; r < n && !done; r++) {
			c = index(row[r], ".")
			if (c > 0) { row[r] = substr(row[r], 1, c - 1) "#" substr(row[r], c + 1); done = 1 }
		}
		print "CAT", n, cx, cy
	}
	for (r = 0; r < n; r++) {
		out = (r % 2) ? " " : ""
		for (c = 1; c <= n; c++) out = out (c > 1 ? " " : "") substr(row[r], c, 1)
		print out
	}
}'
`

// honestPlayers are the honest agents of the hostile tests.
func honestPlayers(t *testing.T) []Player {
	return []Player{mustArenaPlayer(t, writeAgentScript(t, "honest", honestScript)), mustArenaPlayer(t, "builtin:easy")}
}

// The honest script plays by the rules, in both roles, to the end.
func TestHonestScriptPlaysByTheRules(t *testing.T) {
	cfg := smallArena(9, 2)
	a, err := Run(context.Background(), cfg, honestPlayers(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range a.Games {
		if g.Failure != 0 || !g.Outcome.Over() || len(g.Moves) == 0 {
			t.Errorf("cat %d catcher %d: %v %v (%s)", g.Cat, g.Catcher, g.Outcome, g.Failure, g.Reason)
		}
	}
}

// withHostile runs the arena with the honest players alone and with the
// hostile one added, checks that the honest games are the same, and
// returns the run with the hostile one.
func withHostile(t *testing.T, cfg Config, honest []Player, hostile Player) *Result {
	t.Helper()
	alone, err := Run(context.Background(), cfg, honest)
	if err != nil {
		t.Fatal(err)
	}
	all, err := Run(context.Background(), cfg, append(honest[:len(honest):len(honest)], hostile))
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ cat, catcher, start int }
	games := map[key]Game{}
	for _, g := range all.Games {
		games[key{g.Cat, g.Catcher, g.StartIndex}] = g
	}
	for _, g := range alone.Games {
		h := games[key{g.Cat, g.Catcher, g.StartIndex}]
		if h.Outcome != g.Outcome || !slices.Equal(h.Moves, g.Moves) || h.Failure != g.Failure {
			t.Errorf("honest game cat %d catcher %d start %d: %v %v (%s) beside the hostile agent, %v %v (%s) without it",
				g.Cat, g.Catcher, g.StartIndex, h.Outcome, len(h.Moves), h.Reason, g.Outcome, len(g.Moves), g.Reason)
		}
		if g.Failure != 0 {
			t.Errorf("an honest agent failed: %s", g.Reason)
		}
	}
	return all
}

// hostileGames checks that the hostile player (the last) lost every game
// it played with a failure of the wanted kind and a reason.
func hostileGames(t *testing.T, a *Result, want forfeit.Kind) {
	t.Helper()
	h := len(a.Players) - 1
	for _, g := range a.Games {
		if g.Cat != h && g.Catcher != h {
			continue
		}
		if g.Cat == h && g.Catcher != h && g.Outcome != catcat.CatInvalidMove ||
			g.Catcher == h && g.Cat != h && g.Outcome != catcat.CatcherInvalidMove ||
			g.Failure != want || g.Reason == "" {
			t.Errorf("hostile game cat %d catcher %d: %v, %v (%q); want a loss by %v", g.Cat, g.Catcher, g.Outcome, g.Failure, g.Reason, want)
		}
	}
}

// hostileArena is one start on 5×5: every pairing plays once, which is
// all a hostile program needs to show what it does (CI runs these under
// -race, where the honest program is a race-built binary).
func hostileArena() Config {
	cfg := smallArena(5, 1)
	cfg.Workers = 2
	return cfg
}

// 1. A child started with setsid, or double-forked, does not survive
// the move.
func TestHostileChildrenDoNotOutliveTheMove(t *testing.T) {
	needStrongContainment(t)
	marker := newMarker(t)
	script := "setsid " + markedChild(marker) + " &\n" + // a new session
		"( ( " + markedChild(marker) + " & ) & )\n" + // double fork: reparented
		"cat >/dev/null; echo 'no move'\n"
	hostile := mustArenaPlayer(t, writeAgentScript(t, "survivor.sh", script))
	a := withHostile(t, hostileArena(), honestPlayers(t), hostile)
	hostileGames(t, a, forfeit.Garbage)
	noMarkedProcess(t, marker)
}

// 2. An agent cannot overwrite another agent's program (the original or
// the arena's copy), plant a link where the results go, write outside
// its private directory, or read the grader's environment.
func TestHostileFilesAndEnvironment(t *testing.T) {
	needStrongContainment(t)
	if !sandbox.Detect().AgentUIDs {
		t.Skip("not root: agents run under the grader's own uid here, which can write the grader's files")
	}
	t.Setenv("CABEZACAT_TEST_SECRET", "s3cret-token")
	honest := honestPlayers(t)
	original := honest[0].Program.Path
	sum := fileSum(t, original)
	outside := t.TempDir()
	victim := filepath.Join(outside, "victim")
	out := filepath.Join(t.TempDir(), "out")
	if err := MakeOutputDir(out, false); err != nil {
		t.Fatal(err)
	}
	script := "cat >/dev/null\n" +
		"echo pwned > " + original + " 2>/dev/null\n" +
		"echo pwned > " + victim + " 2>/dev/null\n" +
		"ln -s " + victim + " " + filepath.Join(out, LeaderboardCSV) + " 2>/dev/null\n" +
		"chmod 777 ../../agent-1/program ../../agent-1/program/* 2>/dev/null\n" +
		"echo pwned > ../../agent-1/program/" + filepath.Base(original) + " 2>/dev/null\n" +
		"echo pwned > ../agent-1-planted 2>/dev/null\n" +
		"echo fine > \"$HOME/scratch\"\n" +
		"echo \"$(env | sort | tr '\\n' ' ')\" >&2\nexit 1\n"
	hostile := mustArenaPlayer(t, writeAgentScript(t, "vandal.sh", script))
	a := withHostile(t, hostileArena(), honest, hostile)
	hostileGames(t, a, forfeit.Crash)
	if fileSum(t, original) != sum {
		t.Error("the honest agent's program was changed")
	}
	if _, err := os.Lstat(victim); err == nil {
		t.Error("the agent wrote a file outside its private directory")
	}
	if err := a.WriteFiles(out, false); err != nil {
		t.Fatalf("writing the results: %v", err)
	}
	if info, err := os.Lstat(filepath.Join(out, LeaderboardCSV)); err != nil || !info.Mode().IsRegular() {
		t.Errorf("the leaderboard is not a regular file the arena wrote: %v", err)
	}
	if _, err := os.Lstat(victim); err == nil {
		t.Error("the results were written through a link the agent planted")
	}
	for _, g := range a.Games {
		if g.Failure == forfeit.Crash {
			if strings.Contains(g.Reason, "s3cret") || !strings.Contains(g.Reason, "HOME=") || !strings.Contains(g.Reason, "LANG=C") {
				t.Fatalf("the agent's environment, as it printed it: %s", g.Reason)
			}
		}
	}
}

func fileSum(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// busyLoop is shell work of a fixed size: its CPU time, not its speed,
// is what the tests compare.
const busyLoop = "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done"

// 3. Work done in a child the agent never waits for is charged to the
// move, as if the agent had done it itself.
func TestHostileUnwaitedChildIsCharged(t *testing.T) {
	needStrongContainment(t)
	lim := sandbox.Limits{CPU: time.Hour, Wall: time.Hour}
	waited := ExternalAgent{Path: writeAgentScript(t, "waited.sh", busyLoop+"\necho done\n"), Limits: lim}
	own, err := waited.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	// The work in a double-forked child that nobody waits for; the
	// agent sleeps until it is done.
	script := "( ( " + busyLoop + "; touch \"$HOME/done\" ) & )\n" +
		"while [ ! -e \"$HOME/done\" ]; do sleep 0.05; done\necho done\n"
	hidden := ExternalAgent{Path: writeAgentScript(t, "hidden.sh", script), Limits: lim}
	got, err := hidden.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.CPU < own.CPU/2 {
		t.Errorf("the work in an unwaited child was charged %v; done by the agent itself it cost %v", got.CPU, own.CPU)
	}
}

// 4. Spinning processes are stopped by the CPU limit of the whole tree
// (not by the wall clock); a fork bomb is held by the process limit and
// killed with its tree. Neither changes the honest agents' games.
func TestHostileSpinnersStopAtTheCPULimit(t *testing.T) {
	needStrongContainment(t)
	marker := newMarker(t)
	cfg := hostileArena()
	cfg.MoveCPU = 100 * time.Millisecond // the wall-clock backstop stays an hour
	script := "for i in 1 2 3 4; do sh -c 'while :; do :; done' " + marker + " & done\nsleep 86400\n"
	hostile := mustArenaPlayer(t, writeAgentScript(t, "spinner.sh", script))
	a := withHostile(t, cfg, honestPlayers(t), hostile)
	hostileGames(t, a, forfeit.Timeout)
	for _, g := range a.Games {
		if g.Failure == forfeit.Timeout && !strings.Contains(g.Reason, "CPU time") {
			t.Errorf("stopped by %q, want the CPU limit", g.Reason)
		}
		if g.Failure == forfeit.Timeout && g.CPUCat+g.CPUCatcher < cfg.MoveCPU {
			t.Errorf("a spinner stopped at its CPU limit was charged %v", g.CPUCat+g.CPUCatcher)
		}
	}
	noMarkedProcess(t, marker)
}

func TestHostileForkBombIsHeld(t *testing.T) {
	needStrongContainment(t)
	if !sandbox.Detect().AgentUIDs {
		t.Skip("not root: no uid of its own to count an agent's processes under")
	}
	marker := newMarker(t)
	cfg := hostileArena()
	cfg.MoveCPU = 100 * time.Millisecond
	script := "while :; do " + markedChild(marker) + " & done\n"
	hostile := mustArenaPlayer(t, writeAgentScript(t, "bomb.sh", script))
	a := withHostile(t, cfg, honestPlayers(t), hostile)
	h := len(a.Players) - 1
	for _, g := range a.Games {
		if (g.Cat == h || g.Catcher == h) && g.Failure == 0 {
			t.Errorf("the fork bomb did not lose: %v", g.Outcome)
		}
	}
	noMarkedProcess(t, marker)
}

// 5. What an agent prints reaches the report quoted: no escape sequence,
// carriage return or line break of it gets to a terminal or a CSV, and
// neither does one in its file name.
func TestHostileTextIsQuoted(t *testing.T) {
	script := "cat >/dev/null\nprintf '\\033[2J\\033]0;pwned\\007\\rforged\\r1  evil  9999' >&2\nexit 1\n"
	hostile := mustArenaPlayer(t, writeAgentScript(t, "evil\x1b[31m\r.sh", script))
	a := withHostile(t, hostileArena(), []Player{mustArenaPlayer(t, "builtin:easy")}, hostile)
	hostileGames(t, a, forfeit.Crash)
	var text bytes.Buffer
	if err := a.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "out")
	if err := a.WriteFiles(dir, false); err != nil {
		t.Fatal(err)
	}
	csv, err := os.ReadFile(filepath.Join(dir, GamesCSV))
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"the report": text.Bytes(), GamesCSV: csv} {
		for _, c := range b {
			if c < 0x20 && c != '\n' || c == 0x7f {
				t.Errorf("%s holds the control character %#x:\n%q", name, c, b)
				break
			}
		}
	}
	if !strings.Contains(text.String(), `\x1b[2J`) || strings.Contains(text.String(), `\\x1b`) {
		t.Errorf("the report does not show the agent's text, quoted:\n%s", text.String())
	}
	// The crashing agent scores 0 less its few microseconds of CPU: a
	// zero, with no sign, in the report and in the files.
	board, err := os.ReadFile(filepath.Join(dir, LeaderboardCSV))
	if err != nil {
		t.Fatal(err)
	}
	pairs, err := os.ReadFile(filepath.Join(dir, PairsCSV))
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string]string{"the report": text.String(), LeaderboardCSV: string(board), PairsCSV: string(pairs)} {
		if negativeZero.MatchString(b) {
			t.Errorf("%s writes a zero with a minus sign:\n%s", name, b)
		}
	}
}

// 7. The same agent twice is refused, by any path; two agents whose
// files share a name are two agents.
func TestParseArenaPlayersRefusesDuplicates(t *testing.T) {
	prog := writeAgentScript(t, "alice", "exit 0\n")
	other := writeAgentScript(t, "alice", "exit 0\n")
	for _, specs := range [][]string{
		{"builtin:hard", "builtin:HARD"},
		{prog, filepath.Join(filepath.Dir(prog), ".", "alice")},
	} {
		if _, err := ParsePlayers(specs); err == nil || !strings.Contains(err.Error(), "given twice") {
			t.Errorf("%q: err %v, want the agent refused as given twice", specs, err)
		}
	}
	ps, err := ParsePlayers([]string{prog, other, "builtin:hard"})
	if err != nil || len(ps) != 3 || ps[0].Name == ps[1].Name {
		t.Errorf("two different programs named alice: %+v, %v", ps, err)
	}
}

// The output directory must be new (or --force, and then a real
// directory), and no result is written through a link planted in it.
func TestOutputDirIsFreshAndLinksAreNotFollowed(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "out")
	if err := MakeOutputDir(dir, false); err != nil {
		t.Fatal(err)
	}
	if err := MakeOutputDir(dir, false); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("an existing directory: %v, want it refused", err)
	}
	os.Symlink(tmp, filepath.Join(tmp, "link"))
	if err := MakeOutputDir(filepath.Join(tmp, "link"), true); err == nil {
		t.Error("--force wrote into a link to a directory")
	}
	victim := filepath.Join(tmp, "victim")
	os.WriteFile(victim, []byte("mine"), 0o644)
	planted := filepath.Join(dir, LeaderboardCSV)
	os.Symlink(victim, planted)
	if err := writeResult(planted, []byte("results"), false); err == nil {
		t.Error("a result was written where a link was planted")
	}
	if err := writeResult(planted, []byte("results"), true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(victim); string(b) != "mine" {
		t.Errorf("the link's target now holds %q", b)
	}
	if info, err := os.Lstat(planted); err != nil || !info.Mode().IsRegular() {
		t.Errorf("the result is not a regular file: %v", err)
	}
}

// negativeZero is a number written as zero with a minus sign: -0.00.
var negativeZero = regexp.MustCompile(`-0\.0+(\D|$)`)
