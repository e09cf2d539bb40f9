package serve

import (
	"runtime"
	"testing"
)

// A visitor chooses the PTY's size: 65535×65535 once took the server to
// 2 GB with one '?' (the help page was built at that size), and the
// kernel killed it with every game in progress. Every screen works with
// at most common.MaxWidth × common.MaxHeight, so keys on every screen at
// that size leave the server's heap where it was.
func TestServeHugePTYKeepsTheHeapBounded(t *testing.T) {
	ts := startServer(t, nil)
	// What the server keeps (the live heap, after a collection) and what
	// it allocates on the way (a frame of the PTY's size was 2 GB).
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	peak, allocated := before.HeapAlloc, uint64(0)
	sample := func() {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		peak = max(peak, m.HeapAlloc)
		allocated = m.TotalAlloc - before.TotalAlloc
	}

	v := visit(t, ts.addr, visitOpts{user: "huge", cols: 65535, rows: 65535})
	step := func(keys string, want string) {
		t.Helper()
		v.send(keys)
		v.await(want)
		sample()
	}
	v.await("Puzzles")
	step("?", "Keys")
	step("?", "Puzzles")
	// Cabeza against the AI: help, analysis, a move typed, back out.
	step("\r", "You vs AI")
	step("?", "Keys")
	step("?", "You vs AI")
	step("\r", "red to move")
	step("?", "Keys")
	step("?", "red to move")
	step("a", "Analysis")
	step("f", "")
	step(":", "")
	step("On\r", "move 2")
	step("\x1b", "")
	step("\x1b", "")
	// Catch the Cat, then a table: every screen once at this size.
	v.send("q")
	sample()
	ts2 := visit(t, ts.addr, visitOpts{user: "huge2", cols: 65535, rows: 65535})
	v = ts2
	v.await("Puzzles")
	step("j", "> Catch the Cat")
	step("\r", "Board size")
	step("\r", "cat to border")
	step("?", "Keys")
	step("?", "cat to border")
	step("d", "")
	step("e", "")
	step("\x1b", "")
	step("\x1b", "")
	v.send("q")
	v3 := visit(t, ts.addr, visitOpts{user: "huge3", cols: 65535, rows: 65535})
	v = v3
	openTable(v, false, false, "")
	step("?", "Keys")
	step("?", "seat token")
	sample()

	const kept, spent = 128 << 20, 1 << 30 // a session's engines keep their tables; the bug was gigabytes
	t.Logf("live heap grew by %d MiB at most; %d MiB allocated in all", (int64(peak)-int64(before.HeapAlloc))>>20, allocated>>20)
	if grew := int64(peak) - int64(before.HeapAlloc); grew > kept {
		t.Fatalf("the server's live heap grew by %d MiB with 65535x65535 terminals, want under %d MiB", grew>>20, kept>>20)
	}
	if allocated > spent {
		t.Fatalf("the server allocated %d MiB for a few keys with 65535x65535 terminals, want under %d MiB", allocated>>20, spent>>20)
	}
}
