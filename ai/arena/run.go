package arena

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

// arenaRun is run.json: what decides the games (the same in every shard
// and every resumed part), the shard, and how programs were contained.
type arenaRun struct {
	Version     int      `json:"version"`
	Agents      []string `json:"agents"` // the AGENT arguments as given
	Names       []string `json:"names"`  // as the tables show them
	Size        int      `json:"size"`
	States      int      `json:"states"`
	Density     float64  `json:"density"`
	Seed        uint64   `json:"seed"`
	K           float64  `json:"k"`
	Shard       int      `json:"shard,omitempty"`
	Shards      int      `json:"shards,omitempty"`
	MoveCPU     float64  `json:"move_cpu_s"`
	MoveTimeout float64  `json:"move_timeout_s"`
	Containment string   `json:"containment,omitempty"`
}

func newArenaRun(cfg Config, players []Player, containment string) arenaRun {
	r := arenaRun{Version: 1, Size: int(cfg.Size), States: cfg.States, Density: cfg.Density, Seed: cfg.Seed, K: cfg.K,
		Shard: cfg.Shard, Shards: cfg.Shards, MoveCPU: cfg.MoveCPU.Seconds(), MoveTimeout: cfg.MoveTimeout.Seconds(),
		Containment: containment}
	for _, p := range players {
		r.Agents = append(r.Agents, p.Spec)
		r.Names = append(r.Names, p.Name)
	}
	return r
}

// sameGames reports whether two runs play the same game list (shards of
// one run, or the parts of a resumed one).
func (r arenaRun) sameGames(o arenaRun) error {
	switch {
	case !slices.Equal(r.Names, o.Names):
		return fmt.Errorf("the agents differ: %q and %q", r.Names, o.Names)
	case r.Size != o.Size || r.States != o.States || r.Density != o.Density || r.Seed != o.Seed || r.K != o.K:
		return fmt.Errorf("the runs differ in size, starts, density, seed or K (%d %d %g %d %g and %d %d %g %d %g)",
			r.Size, r.States, r.Density, r.Seed, r.K, o.Size, o.States, o.Density, o.Seed, o.K)
	}
	return nil
}

// RunConfig is the configuration of the run logged in dir, with its
// AGENT arguments, for resuming it.
func RunConfig(dir string) (Config, []string, error) {
	r, err := readArenaRun(dir)
	if err != nil {
		return Config{}, nil, err
	}
	cfg := DefaultConfig()
	size, err := catcat.NewSize(r.Size)
	if err != nil {
		return cfg, nil, fmt.Errorf("%s: %w", filepath.Join(dir, RunJSON), err)
	}
	cfg.Size, cfg.States, cfg.Density, cfg.Seed, cfg.K = size, r.States, r.Density, r.Seed, r.K
	cfg.Shard, cfg.Shards = r.Shard, r.Shards
	cfg.MoveCPU = time.Duration(r.MoveCPU * float64(time.Second))
	cfg.MoveTimeout = time.Duration(r.MoveTimeout * float64(time.Second))
	return cfg, r.Agents, nil
}

func readArenaRun(dir string) (arenaRun, error) {
	var r arenaRun
	path := filepath.Join(dir, RunJSON)
	b, err := readSmallFile(path, 1<<20)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, fmt.Errorf("%s: %w", path, err)
	}
	if r.Version != 1 || len(r.Agents) == 0 || len(r.Agents) != len(r.Names) || r.States < 1 {
		return r, fmt.Errorf("%s is not an arena run (version %d, %s)", path, r.Version, plural.Count(len(r.Agents), "agent"))
	}
	return r, nil
}

// readSmallFile reads a regular file of at most max bytes, not through a link.
func readSmallFile(path string, max int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() || info.Size() > max {
		return nil, fmt.Errorf("%s is not a regular file of at most %d bytes", path, max)
	}
	return io.ReadAll(io.LimitReader(f, max))
}
