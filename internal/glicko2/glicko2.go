package glicko2

import (
	"errors"
	"math"
)

// scale is the factor between the Glicko scale (ratings around 1500) and
// the Glicko-2 scale the formulas work in (step 2 of the paper).
const scale = 173.7178

// Rating is one player's (or one puzzle's) standing: the rating, its
// deviation (how unsure it is) and its volatility (how much it is
// expected to move), all on the Glicko scale.
type Rating struct {
	Rating     float64 `json:"rating"`
	Deviation  float64 `json:"deviation"`
	Volatility float64 `json:"volatility"`
}

// The starting rating of someone never rated, as the paper suggests and
// lichess uses: 1500, deviation 350, volatility 0.06.
const (
	InitialRating     = 1500
	InitialDeviation  = 350
	InitialVolatility = 0.06
)

// Initial is the rating of someone who has not played yet.
func Initial() Rating {
	return Rating{Rating: InitialRating, Deviation: InitialDeviation, Volatility: InitialVolatility}
}

// ProvisionalDeviation is lichess's line for a provisional rating, shown
// with a "?": above it the rating says too little to rank anyone by.
const ProvisionalDeviation = 110

// Provisional reports whether r is still too unsure to be trusted.
func (r Rating) Provisional() bool { return r.Deviation > ProvisionalDeviation }

// Result is one game of a rating period, seen from the rated side: the
// opponent's rating before the period and the score (1 a win, 0.5 a draw,
// 0 a loss).
type Result struct {
	Opponent Rating
	Score    float64
}

// Win, Draw and Loss build results.
func Win(o Rating) Result  { return Result{Opponent: o, Score: 1} }
func Draw(o Rating) Result { return Result{Opponent: o, Score: 0.5} }
func Loss(o Rating) Result { return Result{Opponent: o, Score: 0} }

// System holds the constants of one rating pool.
type System struct {
	// Tau constrains how fast volatility changes; the paper advises 0.3
	// to 1.2 and uses 0.5 in its example. lichess uses 0.75.
	Tau float64
	// MinDeviation and MaxDeviation bound a deviation after an update, as
	// lichess bounds them (45 and 500 for players); zero leaves that side
	// unbounded, as in the paper.
	MinDeviation, MaxDeviation float64
}

// Lichess is the pool lichess plays with: τ 0.75, deviations kept
// between 45 and 500.
var Lichess = System{Tau: 0.75, MinDeviation: 45, MaxDeviation: 500}

// Paper is the pool of Glickman's worked example: τ 0.5, no bounds.
var Paper = System{Tau: 0.5}

// ErrScore is returned for a score outside [0, 1] or not a number.
var ErrScore = errors.New("glicko2: a score is between 0 (a loss) and 1 (a win)")

// ErrRating is returned for a rating whose numbers are not finite or
// whose deviation or volatility is not positive.
var ErrRating = errors.New("glicko2: a rating needs finite numbers and a positive deviation and volatility")

// g is the paper's g(φ): how much a result against an opponent of
// deviation φ is worth.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expected is the paper's E(μ, μj, φj).
func expected(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-g(phij)*(mu-muj))) }

// Expected is the score a is expected to make against b, counting b's
// uncertainty (not a's, as in the paper's E).
func Expected(a, b Rating) float64 {
	return expected((a.Rating-InitialRating)/scale, (b.Rating-InitialRating)/scale, b.Deviation/scale)
}

func (r Rating) valid() bool {
	for _, x := range []float64{r.Rating, r.Deviation, r.Volatility} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return r.Deviation > 0 && r.Volatility > 0
}

// Update is r after a rating period in which it played results (steps 2
// to 8 of the paper). With no results only the deviation grows (the
// paper's rule for a player who did not compete).
func (s System) Update(r Rating, results []Result) (Rating, error) {
	if !r.valid() {
		return r, ErrRating
	}
	for _, res := range results {
		if !res.Opponent.valid() {
			return r, ErrRating
		}
		if !(res.Score >= 0 && res.Score <= 1) {
			return r, ErrScore
		}
	}
	mu := (r.Rating - InitialRating) / scale
	phi := r.Deviation / scale
	sigma := r.Volatility
	if len(results) == 0 {
		return s.bounded(Rating{Rating: r.Rating, Deviation: math.Sqrt(phi*phi+sigma*sigma) * scale, Volatility: sigma}), nil
	}
	// Step 3 and 4: the estimated variance v and improvement Δ.
	var vInv, sum float64
	for _, res := range results {
		muj := (res.Opponent.Rating - InitialRating) / scale
		phij := res.Opponent.Deviation / scale
		gj, e := g(phij), expected(mu, muj, phij)
		vInv += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	// Step 5: the new volatility.
	sigma = s.volatility(phi, sigma, v, delta)
	// Steps 6 and 7: the new deviation and rating.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu += phi * phi * sum
	// Step 8: back to the Glicko scale.
	return s.bounded(Rating{Rating: mu*scale + InitialRating, Deviation: phi * scale, Volatility: sigma}), nil
}

// volatility is step 5: the root of f by the Illinois algorithm, to the
// paper's ε = 0.000001.
func (s System) volatility(phi, sigma, v, delta float64) float64 {
	const epsilon = 0.000001
	tau := s.Tau
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-d)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 1000; i++ { // the bound only guards against a NaN loop
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

func (s System) bounded(r Rating) Rating {
	if s.MinDeviation > 0 && r.Deviation < s.MinDeviation {
		r.Deviation = s.MinDeviation
	}
	if s.MaxDeviation > 0 && r.Deviation > s.MaxDeviation {
		r.Deviation = s.MaxDeviation
	}
	return r
}
