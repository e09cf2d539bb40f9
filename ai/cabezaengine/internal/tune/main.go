package main

import (
	"bufio"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"cabezacat/ai/cabezaengine"
)

const usage = `usage:
  tune gen -o FILE [-games N] [-depth D] [-plies P] [-seed S] [-jobs J]
  tune fit [-rounds N] FILE
  tune error [-weights NAME,…] FILE
(FILE ending in .gz is compressed)`

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(2)
	}
}

func run(args []string, out io.Writer) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	switch args[0] {
	case "gen":
		return runGen(ctx, args[1:], out)
	case "fit":
		return runFit(args[1:], out)
	case "error":
		return runError(args[1:], out)
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}

func runGen(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	sp := selfPlay{}
	file := fs.String("o", "", "the data set to write")
	fs.IntVar(&sp.games, "games", 3000, "games to play")
	fs.IntVar(&sp.depth, "depth", 4, "the engine's depth")
	fs.IntVar(&sp.plies, "plies", 8, "random opening plies")
	fs.Uint64Var(&sp.seed, "seed", 1, "the first opening's seed")
	fs.IntVar(&sp.workers, "jobs", 1, "games played at once")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *file == "" || fs.NArg() != 0 || sp.games < 1 || sp.depth < 1 || sp.depth > 12 || sp.plies < 0 || sp.plies > 40 {
		return errors.New("gen: want -o FILE, -games ≥ 1, -depth 1–12, -plies 0–40 and no arguments")
	}
	sp.opts = cabezaengine.Options{TTMegabytes: 4}
	games, cpu := sp.run(ctx, func(done int) {
		if done%100 == 0 {
			fmt.Fprintf(os.Stderr, "\r%d/%d games", done, sp.games)
		}
	})
	fmt.Fprintln(os.Stderr)
	red, blue, draws, plies := gameCounts(games)
	head := fmt.Sprintf("# tune gen -games %d -depth %d -plies %d -seed %d (options: 4 MiB table)\n"+
		"# %d games (red won %d, blue %d, %d draws), %d plies, %.1f CPU-seconds of search\n"+
		"# a line: opening plies, then the moves from the start\n",
		sp.games, sp.depth, sp.plies, sp.seed, len(games), red, blue, draws, plies, cpu.Seconds())
	fmt.Fprint(out, head)
	return writeFile(*file, func(w io.Writer) error {
		if _, err := io.WriteString(w, head); err != nil {
			return err
		}
		for _, g := range games {
			if err := writeGame(w, g); err != nil {
				return err
			}
		}
		return nil
	})
}

func runFit(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("fit", flag.ContinueOnError)
	rounds := fs.Int("rounds", 50, "Levenberg–Marquardt steps at most")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("fit: want one data set")
	}
	games, err := readFile(fs.Arg(0))
	if err != nil {
		return err
	}
	f := fitGames(games, *rounds)
	f.report(out)
	return nil
}

func runError(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("error", flag.ContinueOnError)
	names := fs.String("weights", strings.Join(cabezaengine.WeightSetNames(), ","), "weight sets to measure")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("error: want one data set")
	}
	games, err := readFile(fs.Arg(0))
	if err != nil {
		return err
	}
	train, held := split(games)
	trainS, heldS := samplesOf(train), samplesOf(held)
	def := vectorOf(cabezaengine.DefaultWeights())
	k := fitK(trainS, &def)
	fmt.Fprintf(out, "%d positions to fit, %d held out; K %.6f (fitted to the default weights)\n", len(trainS), len(heldS), k)
	for _, name := range strings.Split(*names, ",") {
		w, err := cabezaengine.NamedWeights(name)
		if err != nil {
			return err
		}
		v := vectorOf(w)
		fmt.Fprintf(out, "%-8s error %.6f, held out %.6f\n", name, meanError(trainS, &v, k), meanError(heldS, &v, k))
	}
	return nil
}

// readFile reads a data set, compressed or not.
func readFile(name string) ([]selfPlayGame, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		r = zr
	}
	games, err := readGames(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return games, nil
}

// writeFile writes name by write, compressed if its name ends in .gz.
func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	var w io.Writer = bw
	var zw *gzip.Writer
	if strings.HasSuffix(name, ".gz") {
		zw, _ = gzip.NewWriterLevel(bw, gzip.BestCompression)
		w = zw
	}
	err = write(w)
	if zw != nil && err == nil {
		err = zw.Close()
	}
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
