//go:build unix

package serve

import (
	"fmt"
	"runtime"
	"sort"
	"sync"
	"syscall"
	"testing"
	"time"
)

// BenchmarkServeTables is the load test: 50 visitors on loopback, 25
// tables, each playing a whole scripted Cabeza game (no AI) by typed
// moves. It reports the heap per session, the CPU time per move (server
// and the in-process clients together), and the time from a move's Enter
// to the opponent's screen showing it (p50, p99). One iteration is the
// whole scenario; run it with -benchtime 1x:
//
//	go test -run '^$' -bench ServeTables -benchtime 1x ./tui/serve
func BenchmarkServeTables(b *testing.B) {
	const tables = 25
	moves := quickCabezaGame(b)
	for range b.N {
		ts := startServer(b, func(c *Config) { c.MaxSessions = 2 * tables; c.Log = &syncBuffer{} })
		var before runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		cpu0 := cpuTime()

		pairs := seatTables(b, ts, tables, false, tables)
		var seated runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&seated)

		var mu sync.Mutex
		var wg sync.WaitGroup
		var lat []time.Duration
		start := time.Now()
		for _, p := range pairs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i, mv := range moves[:len(moves)-1] {
					me, them := p[i%2], p[1-i%2]
					sent := time.Now()
					typeMove(me, mv)
					them.await([2]string{"red", "blue"}[i%2] + " played " + mv)
					d := time.Since(sent)
					mu.Lock()
					lat = append(lat, d)
					mu.Unlock()
					me.await("played " + mv)
				}
			}()
		}
		wg.Wait()
		wall := time.Since(start)
		cpu := cpuTime() - cpu0

		b.ReportMetric(float64(seated.HeapInuse-before.HeapInuse)/float64(2*tables), "heap-B/session")
		b.ReportMetric(float64(cpu.Microseconds())/float64(len(lat)), "cpu-µs/move")
		reportLatencies(b, lat)
		b.ReportMetric(float64(len(lat)), "moves")
		b.ReportMetric(wall.Seconds(), "wall-s")
	}
}

// seatTables opens n tables, each with a red visitor who opens it and a
// blue one who joins, at most arriving of them at once; keys makes every
// visitor a player (a key of its own), else they are guests.
func seatTables(b *testing.B, ts *testServer, n int, keys bool, arriving int) [][2]*testVisitor {
	pairs := make([][2]*testVisitor, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, arriving)
	for i := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			opts := func(user string) visitOpts {
				o := visitOpts{user: user}
				if keys {
					o.key = newKey(b)
				}
				return o
			}
			red := visit(b, ts.addr, opts(fmt.Sprintf("red%d", i)))
			code, _ := openTable(red, false, false, "")
			blue := visit(b, ts.addr, opts(fmt.Sprintf("blue%d", i)))
			joinTable(blue, code, "", false)
			pairs[i] = [2]*testVisitor{red, blue}
		}()
	}
	wg.Wait()
	for _, p := range pairs {
		if p[0] == nil {
			b.Fatal("a table was not set up (see above)")
		}
	}
	return pairs
}

// reportLatencies reports the median and 99th percentile of the times
// from a move's Enter to the opponent's screen.
func reportLatencies(b *testing.B, lat []time.Duration) {
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration { return lat[int(p*float64(len(lat)-1))] }
	b.ReportMetric(float64(pct(0.5).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(pct(0.99).Microseconds())/1000, "p99-ms")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
