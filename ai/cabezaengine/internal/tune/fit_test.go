package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/cabezamatch"
)

// realFeatures are the features of positions of random openings of
// several lengths: real counts, correlated as in games.
func realFeatures(n int) []cabezaengine.Features {
	var out []cabezaengine.Features
	for seed := uint64(1); len(out) < n; seed++ {
		g := cabezamatch.Opening(seed, 2+int(seed%40))
		p := g.Position()
		out = append(out, cabezaengine.EvalFeatures(&p))
	}
	return out
}

// syntheticSamples labels positions with what weights truth and K
// predict exactly (a result between 0 and 1): the weights and K that fit
// them best are known.
func syntheticSamples(truth vector, k float64, n int) []sample {
	var out []sample
	for _, f := range realFeatures(n) {
		s := sample{f: f}
		s.result = sigmoid(k * s.score(&truth))
		out = append(out, s)
	}
	return out
}

func TestFitKFindsTheKThatMadeTheResults(t *testing.T) {
	truth := vectorOf(cabezaengine.DefaultWeights())
	for _, k := range []float64{0.002, 0.01, 0.05} {
		samples := syntheticSamples(truth, k, 400)
		if got := fitK(samples, &truth); math.Abs(got-k)/k > 1e-3 {
			t.Errorf("K %g: fitted %g", k, got)
		}
	}
}

// From weights far off, the fit finds weights whose error is that of the
// truth (none), and the weights themselves where the counts pin them.
func TestFitWeightsRecoversTheWeightsThatMadeTheResults(t *testing.T) {
	truth := vectorOf(cabezaengine.DefaultWeights())
	truth[cabezaengine.NumWeights-1] = 9  // cabezaSquare
	truth[cabezaengine.NumWeights-3] = 30 // guard
	const k = 0.01
	samples := syntheticSamples(truth, k, 3000)
	start := vectorOf(cabezaengine.DefaultWeights())
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range start {
		start[i] += float64(rng.IntN(21) - 10)
	}
	fitted := fitWeights(samples, start, k, 100)
	if e := meanError(samples, &fitted, k); e > 1e-6 {
		t.Fatalf("error after the fit %g, want the truth's 0 (before: %g)", e, meanError(samples, &start, k))
	}
	rounded := roundWeights(samples, fitted, start, k)
	// The single weights (not the race table: its weights nearly cancel,
	// see ridge) come out as they went in.
	for i := cabezaengine.NumWeights - 6; i < cabezaengine.NumWeights; i++ {
		if math.Abs(float64(rounded[i])-truth[i]) > 1 {
			t.Errorf("%s: fitted %d, truth %g", cabezaengine.WeightName(i), rounded[i], truth[i])
		}
	}
}

// The rounding never leaves the error above that of the weights
// rounded plainly: the local search only takes steps that lower it.
func TestRoundWeightsOnlyImproves(t *testing.T) {
	truth := vectorOf(cabezaengine.DefaultWeights())
	samples := syntheticSamples(truth, 0.01, 500)
	w := truth
	for i := range w {
		w[i] += 0.4 + float64(i%3)
	}
	plain := w
	for i := range plain {
		plain[i] = math.Round(plain[i])
	}
	got := vectorOf(roundWeights(samples, w, truth, 0.01))
	if objective(samples, &got, &truth, 0.01) > objective(samples, &plain, &truth, 0.01) {
		t.Fatal("the local search made the error worse than plain rounding")
	}
	if got == plain {
		t.Fatal("the local search moved nothing from weights 1–3 hundredths off")
	}
}

func TestSolve(t *testing.T) {
	const n = cabezaengine.NumWeights
	rng := rand.New(rand.NewPCG(3, 4))
	var m [n][n]float64
	var x vector
	for i := range m {
		x[i] = rng.Float64()*10 - 5
		for j := range m[i] {
			m[i][j] = rng.Float64() - 0.5
		}
	}
	var v [n]float64
	for i := range m {
		for j := range m[i] {
			v[i] += m[i][j] * x[j]
		}
	}
	got, ok := solve(m, v)
	for i := range got {
		if !ok || math.Abs(got[i]-x[i]) > 1e-9 {
			t.Fatalf("solve: %v %v, want %v", got, ok, x)
		}
	}
	if _, ok := solve([n][n]float64{}, v); ok {
		t.Fatal("a zero matrix solved")
	}
}

func TestSamplesOfLeavesOutTheOpeningAndWhatIsNotQuiet(t *testing.T) {
	games := shortGames(t, 3, 1)
	samples := samplesOf(games)
	n := 0
	for _, g := range games {
		n += g.game.Ply() - g.opening
	}
	if len(samples) == 0 || len(samples) >= n {
		t.Fatalf("%d samples of %d positions after the openings: want fewer (threats and wins on the move left out), not none", len(samples), n)
	}
	for _, s := range samples {
		if s.result != 0 && s.result != 0.5 && s.result != 1 {
			t.Fatalf("result %g", s.result)
		}
	}
	// One game's positions alternate sides: a decided game's labels
	// are 1 and 0 by turns, not one value throughout.
	one := samplesOf(games[:1])
	if st := games[0].game.Status(); !st.IsDraw() {
		seen := map[float64]bool{}
		for _, s := range one {
			seen[s.result] = true
		}
		if !seen[0] || !seen[1] {
			t.Fatalf("a won game labelled only %v", seen)
		}
	}
}
