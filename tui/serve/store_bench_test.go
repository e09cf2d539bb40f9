//go:build unix

package serve

import (
	"context"
	"runtime"
	"sync"
	"testing"
	"time"

	"cabezacat/store/storetest"
)

// BenchmarkServeStore is the store's load test: 200 SSH visitors on
// loopback at 100 tables, each playing a whole scripted Cabeza game by
// typed moves, every move committed to the store before the opponent's
// screen shows it; once on each backend (SQLite always, PostgreSQL when
// CABEZACAT_TEST_POSTGRES names one). It reports moves per second (all
// tables together), the time from a move's Enter to the opponent's
// screen (p50, p99), the live heap with everyone seated (server and the
// in-process clients together: one process), and the store's size per
// 1,000 finished games. Run it once, late:
//
//	go test -run '^$' -bench ServeStore -benchtime 1x ./tui/serve
func BenchmarkServeStore(b *testing.B) {
	const tables = 100
	moves := quickCabezaGame(b)
	for _, be := range storetest.Backends(b) {
		b.Run(be.Name, func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				ts := startServer(b, func(c *Config) {
					c.MaxSessions = 2 * tables
					c.Log = &syncBuffer{}
					c.Database = be.DSN
				})
				pairs := seatTables(b, ts, tables, true, 8) // visitors arrive a few at a time
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
						for i, mv := range moves {
							me, them := p[i%2], p[1-i%2]
							sent := time.Now()
							typeMove(me, mv)
							if i == len(moves)-1 {
								them.await("game over: ")
							} else {
								them.await([2]string{"red", "blue"}[i%2] + " played " + mv)
							}
							d := time.Since(sent)
							mu.Lock()
							lat = append(lat, d)
							mu.Unlock()
						}
					}()
				}
				wg.Wait()
				wall := time.Since(start)
				size, err := ts.Store().Size(context.Background())
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(len(lat))/wall.Seconds(), "moves/s")
				reportLatencies(b, lat)
				b.ReportMetric(float64(seated.HeapInuse)/(1<<20), "heap-MiB")
				b.ReportMetric(float64(size)/float64(tables)*1000/(1<<20), "db-MiB/1000games")
				b.ReportMetric(float64(len(lat)), "moves")
			}
		})
	}
}
