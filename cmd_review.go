package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai/review"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui"
)

// `cabezacat cabeza review FILE` and `cabezacat catcat review FILE`: the
// engine over every position of a saved game, the record printed back
// annotated.
func init() {
	registerSubcommand(gameCabeza, func() *cobra.Command { return newReviewCmd(gameCabeza) })
	registerSubcommand(gameCatcat, func() *cobra.Command { return newReviewCmd(gameCatcat) })
}

// reviewMaxRecord bounds what review reads: a record is a few KiB.
const reviewMaxRecord = 16 << 20

func newReviewCmd(game string) *cobra.Command {
	var out, budgetFlag string
	var threads int
	var screen bool
	ext := ".cabeza"
	if game == gameCatcat {
		ext = ".catcat"
	}
	cmd := &cobra.Command{
		Use:   "review [--budget quick|deep] [--threads N] [--out FILE] FILE",
		Short: "Review a saved game: every move marked, accuracy, turning points; the record annotated",
		Long: `review runs the engine over every position of a saved game (a record, or
an arena replay) and prints the record back annotated: each move's mark
(! best, ?! inaccuracy, ? mistake, ?? blunder; none for a good move) and a
comment with the score before it, the engine's best move and its line,
and what the review proved ("threw away a forced win in 3"). A summary
per side goes to stderr with the progress: accuracy (lichess's formula),
the counts of marks, the three turning points.

The marks come from the drop in the mover's winning chances (a curve
fitted on the engines' own games): 10% an inaccuracy, 20% a mistake,
30% a blunder. A record that already holds a review at this budget is
printed as it is, without searching.`,
		Example: "  cabezacat " + game + " review game" + ext + "\n  cabezacat " + game + " review --budget deep --threads 2 --out reviewed" + ext + " game" + ext,
		Args:    exactArgs(1, "the record FILE"),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := review.ParseBudget(budgetFlag)
			if err != nil {
				return usagef("--budget: %v", err)
			}
			if threads < 1 {
				return usagef("--threads: want 1 or more, got %d", threads)
			}
			text, err := readRecordFile(args[0])
			if err != nil {
				return err
			}
			if screen {
				opts, err := displayOptions(cmd)
				if err != nil {
					return err
				}
				if err := tui.RunReview(opts, text, args[0]); err != nil {
					return usagef("%s: %v", args[0], err)
				}
				return nil
			}
			var g review.Game
			var had *review.Review
			var write func(r *review.Review) ([]byte, error)
			if game == gameCabeza {
				rec, err := cabeza.ParseRecord(string(text))
				if err != nil {
					return usagef("%s: %v", args[0], err)
				}
				if g, had, err = review.CabezaRecord(rec); err != nil {
					return usagef("%s: %v", args[0], err)
				}
				write = func(r *review.Review) ([]byte, error) {
					review.AnnotateCabeza(&rec, r)
					return rec.MarshalText()
				}
			} else {
				rec, err := catcat.ParseRecord(string(text))
				if err != nil {
					return usagef("%s: %v", args[0], err)
				}
				if g, had, err = review.CatcatRecord(rec); err != nil {
					return usagef("%s: %v", args[0], err)
				}
				write = func(r *review.Review) ([]byte, error) {
					review.AnnotateCatcat(&rec, r)
					return rec.MarshalText()
				}
			}
			stderr := cmd.ErrOrStderr()
			r := had
			if r != nil && r.Budget >= b {
				fmt.Fprintf(stderr, "review: the record holds a %s review already: no search\n", r.Budget)
			} else {
				p := newReviewProgress(stderr, writerIsTerminal(stderr))
				r = review.Whole(arenaContext(cmd), g, b, threads, p.show)
				p.end()
				if !r.Complete() {
					return fmt.Errorf("review: stopped after %d of %d positions", r.Done(), r.Len()+1)
				}
			}
			annotated, err := write(r)
			if err != nil {
				return err
			}
			printReviewSummary(stderr, r, g)
			if out == "" {
				_, err = cmd.OutOrStdout().Write(annotated)
				return err
			}
			return writeFileAtomic(out, annotated)
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "write the annotated record to FILE instead of stdout")
	cmd.Flags().StringVar(&budgetFlag, "budget", "quick", "how hard the engine looks at each position: quick or deep")
	cmd.Flags().BoolVar(&screen, "tui", false, "open the review screen (graph, marks, lines, learn from your mistakes) instead of printing")
	cmd.Flags().IntVar(&threads, "threads", runtime.NumCPU(), "positions searched at once (one engine each)")
	return cmd
}

// readRecordFile reads a record, bounded.
func readRecordFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return nil, usagef("%s: %v", name, pe.Err) // "x.txt: no such file or directory"
		}
		return nil, usagef("%v", err)
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, reviewMaxRecord+1))
	if err != nil {
		return nil, err
	}
	if len(text) > reviewMaxRecord {
		return nil, usagef("%s: more than %d MiB: not a record", name, reviewMaxRecord>>20)
	}
	return text, nil
}

// writeFileAtomic writes name whole or not at all (a temporary file
// renamed over it), so that annotating a record in place never leaves
// half of one.
func writeFileAtomic(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// reviewProgress is the progress line on stderr: rewritten in place on
// a terminal, a line a quarter of the way otherwise.
type reviewProgress struct {
	w        io.Writer
	terminal bool
	start    time.Time
	quarter  int
	shown    bool
}

func newReviewProgress(w io.Writer, terminal bool) *reviewProgress {
	return &reviewProgress{w: w, terminal: terminal, start: time.Now()}
}

func (p *reviewProgress) show(done, total int) {
	line := fmt.Sprintf("review: %d/%d positions", done, total)
	if left := timeLeft(time.Since(p.start), done, total); left != "" {
		line += ", " + left
	}
	if p.terminal {
		fmt.Fprintf(p.w, "\r%-60s", line)
		p.shown = true
		return
	}
	if q := 4 * done / total; q > p.quarter || done == total {
		p.quarter = q
		fmt.Fprintln(p.w, line)
	}
}

func (p *reviewProgress) end() {
	if p.shown {
		fmt.Fprintln(p.w)
	}
}

// timeLeft is the time a review still needs at the pace so far: "about
// 12 s left", "" before the pace is known.
func timeLeft(elapsed time.Duration, done, total int) string {
	if done == 0 || done >= total {
		return ""
	}
	left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
	return fmt.Sprintf("about %s left", left.Round(time.Second))
}

// printReviewSummary writes each side's accuracy and marks and the
// turning points.
func printReviewSummary(w io.Writer, r *review.Review, g review.Game) {
	s := r.Summary()
	for side := 0; side < 2; side++ {
		acc := "no move"
		if !math.IsNaN(s[side].Accuracy) {
			acc = fmt.Sprintf("accuracy %.0f%%", s[side].Accuracy)
		}
		fmt.Fprintf(w, "%s: %s, %s\n", g.Side(side), acc, s[side].Counts())
	}
	var tps []string
	for _, ply := range r.TurningPoints() {
		m := r.Move(ply)
		tps = append(tps, fmt.Sprintf("move %d %s %s%s", ply+1, g.Side(m.Side), m.Move, m.Mark.Symbol()))
	}
	if len(tps) > 0 {
		fmt.Fprintf(w, "turning points: %s\n", strings.Join(tps, "; "))
	}
}
