package glicko2

import (
	"errors"
	"math"
	"testing"
)

// round to the decimals the paper prints.
func round(x float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(x*p) / p
}

// The worked example of Glickman's "Example of the Glicko-2 system": a
// player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30) and loses to a
// 1550 (RD 100) and a 1700 (RD 300), with τ = 0.5. The paper ends with
// r' = 1464.06, RD' = 151.52 and σ' = 0.05999. The paper rounds its
// intermediate steps to four decimals, so its last printed digit can be
// one off from an exact computation (1464.0507 here, and σ' 0.059996,
// which it prints cut to 0.05999): each number must agree to within one
// unit of the paper's last decimal.
func TestUpdateMatchesGlickmansExample(t *testing.T) {
	player := Rating{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got, err := Paper.Update(player, []Result{
		Win(Rating{1400, 30, 0.06}),
		Loss(Rating{1550, 100, 0.06}),
		Loss(Rating{1700, 300, 0.06}),
	})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(got.Rating-1464.06) > 0.01 {
		t.Errorf("rating %.4f, the paper has 1464.06", got.Rating)
	}
	if math.Abs(got.Deviation-151.52) > 0.01 {
		t.Errorf("deviation %.4f, the paper has 151.52", got.Deviation)
	}
	if math.Abs(got.Volatility-0.05999) > 0.00001 {
		t.Errorf("volatility %.7f, the paper has 0.05999", got.Volatility)
	}
}

// The paper's intermediate quantities (steps 3 and 4): g, E, v and Δ.
func TestStepsMatchThePaper(t *testing.T) {
	for _, c := range []struct {
		rating, rd, g, e float64
	}{
		{1400, 30, 0.9955, 0.639},
		{1550, 100, 0.9531, 0.432},
		{1700, 300, 0.7242, 0.303},
	} {
		c := struct{ phij, muj, g, e float64 }{c.rd / scale, (c.rating - 1500) / scale, c.g, c.e}
		if got := round(g(c.phij), 4); got != c.g {
			t.Errorf("g(%v) = %v, the paper has %v", c.phij, got, c.g)
		}
		if got := round(expected(0, c.muj, c.phij), 3); got != c.e {
			t.Errorf("E(0, %v, %v) = %v, the paper has %v", c.muj, c.phij, got, c.e)
		}
	}
}

func TestNoGamesOnlyWidensTheDeviation(t *testing.T) {
	r := Rating{Rating: 1700, Deviation: 60, Volatility: 0.06}
	got, err := Paper.Update(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := math.Sqrt(math.Pow(60/scale, 2)+0.06*0.06) * scale
	if got.Rating != 1700 || got.Volatility != 0.06 || math.Abs(got.Deviation-want) > 1e-9 {
		t.Fatalf("after an idle period %+v, want rating 1700, deviation %.4f", got, want)
	}
}

func TestWinRaisesAndLossLowers(t *testing.T) {
	a, b := Initial(), Rating{1600, 80, 0.06}
	won, _ := Lichess.Update(a, []Result{Win(b)})
	lost, _ := Lichess.Update(a, []Result{Loss(b)})
	drew, _ := Lichess.Update(a, []Result{Draw(b)})
	if !(won.Rating > drew.Rating && drew.Rating > a.Rating && a.Rating > lost.Rating) {
		t.Fatalf("win %.1f, draw %.1f, before %.1f, loss %.1f: a draw against a stronger player should gain a little", won.Rating, drew.Rating, a.Rating, lost.Rating)
	}
	if won.Deviation >= a.Deviation {
		t.Fatalf("a game should make the rating surer: deviation %.1f → %.1f", a.Deviation, won.Deviation)
	}
}

func TestBoundsKeepTheDeviation(t *testing.T) {
	r := Rating{1500, 46, 0.06}
	for i := 0; i < 50; i++ {
		r, _ = Lichess.Update(r, []Result{Draw(Rating{1500, 46, 0.06})})
	}
	if r.Deviation < Lichess.MinDeviation {
		t.Fatalf("deviation %.2f went under lichess's floor %v", r.Deviation, Lichess.MinDeviation)
	}
	idle, _ := Lichess.Update(Rating{1500, 499, 0.09}, nil)
	if idle.Deviation > Lichess.MaxDeviation {
		t.Fatalf("deviation %.2f went over the ceiling", idle.Deviation)
	}
}

func TestExpectedIsSymmetricAtEqualRatings(t *testing.T) {
	if e := Expected(Initial(), Initial()); e != 0.5 {
		t.Fatalf("equal ratings expect %v, want 0.5", e)
	}
	if e := Expected(Rating{1900, 50, 0.06}, Rating{1500, 50, 0.06}); e < 0.85 || e > 0.95 {
		t.Fatalf("400 points above expects %v, want about 0.9", e)
	}
}

func TestProvisional(t *testing.T) {
	if !Initial().Provisional() || (Rating{1500, 110, 0.06}).Provisional() || !(Rating{1500, 110.5, 0.06}).Provisional() {
		t.Fatal("provisional means a deviation above 110")
	}
}

func TestBadInputIsRefused(t *testing.T) {
	for _, c := range []struct {
		r    Rating
		res  []Result
		want error
	}{
		{Rating{math.NaN(), 200, 0.06}, nil, ErrRating},
		{Rating{1500, 0, 0.06}, nil, ErrRating},
		{Initial(), []Result{{Opponent: Initial(), Score: 1.5}}, ErrScore},
		{Initial(), []Result{{Opponent: Initial(), Score: math.NaN()}}, ErrScore},
		{Initial(), []Result{Win(Rating{1500, math.Inf(1), 0.06})}, ErrRating},
	} {
		if _, err := Paper.Update(c.r, c.res); !errors.Is(err, c.want) {
			t.Errorf("Update(%+v, %+v) = %v, want %v", c.r, c.res, err, c.want)
		}
	}
}

// Steps 3 and 4 of the paper: v = 1.7785 and Δ = −0.4834, computed
// as Update computes them (φ' and μ' are checked above).
func TestVarianceAndImprovementMatchThePaper(t *testing.T) {
	var vInv, sum float64
	for _, o := range []struct{ r, rd, s float64 }{{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}} {
		muj, phij := (o.r-1500)/scale, o.rd/scale
		gj, e := g(phij), expected(0, muj, phij)
		vInv += gj * gj * e * (1 - e)
		sum += gj * (o.s - e)
	}
	v := 1 / vInv
	if math.Abs(v-1.7785) > 0.001 || math.Abs(v*sum-(-0.4834)) > 0.001 { // the paper works from rounded E and g
		t.Fatalf("v = %.5f, Δ = %.5f; the paper has 1.7785 and −0.4834", v, v*sum)
	}
}
