package main

import (
	"math"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
)

// vector is a set of weights while they are fitted, not yet whole
// hundredths.
type vector [cabezaengine.NumWeights]float64

func vectorOf(w cabezaengine.Weights) vector {
	var v vector
	for i, x := range w {
		v[i] = float64(x)
	}
	return v
}

// sigmoid is the logistic function: sigmoid(K·score) is the expected
// result for the side to move of a position its evaluation scores so.
func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// score is a sample's evaluation under w.
func (s *sample) score(w *vector) float64 {
	var v float64
	for i, n := range s.f {
		v += float64(n) * w[i]
	}
	return v
}

// meanError is Texel's error: the mean, over the samples, of the squared
// difference between the game's result and sigmoid(k·score).
func meanError(samples []sample, w *vector, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	for i := range samples {
		d := samples[i].result - sigmoid(k*samples[i].score(w))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// fitK is the K that minimises meanError with the weights w: a scan of
// K on a log scale from 1e-5 to 1 per hundredth brackets the minimum
// (the error falls, then rises, as K grows), a golden-section search
// narrows it to a part in a million.
func fitK(samples []sample, w *vector) float64 {
	errAt := func(logK float64) float64 { return meanError(samples, w, math.Exp(logK)) }
	lo, hi := math.Log(1e-5), math.Log(1.0)
	const steps = 50
	best, bestErr := lo, math.Inf(1)
	for i := 0; i <= steps; i++ {
		x := lo + (hi-lo)*float64(i)/steps
		if e := errAt(x); e < bestErr {
			best, bestErr = x, e
		}
	}
	step := (hi - lo) / steps
	a, b := best-step, best+step
	phi := (math.Sqrt(5) - 1) / 2
	c, d := b-phi*(b-a), a+phi*(b-a)
	ec, ed := errAt(c), errAt(d)
	for b-a > 1e-6 {
		if ec < ed {
			b, d, ed = d, c, ec
			c = b - phi*(b-a)
			ec = errAt(c)
		} else {
			a, c, ec = c, d, ed
			d = a + phi*(b-a)
			ed = errAt(d)
		}
	}
	return math.Exp((a + b) / 2)
}

// ridge is the fit's pull towards the weights it starts from, per
// squared hundredth, in units of the mean squared error. The race terms
// nearly cancel: when both Cabezas are within the table, one race count
// is +1 and another -1, so adding the same to every race weight changes
// nothing but the rare positions with a Cabeza walled in, and without a
// pull the fit drifts along that line on the strength of a few games.
// At 1e-9 a hundredth's move of every weight costs 2e-8, far below
// what the terms themselves gain or lose.
const ridge = 1e-9

// objective is what the fit minimises: meanError plus the ridge's pull
// towards anchor.
func objective(samples []sample, w, anchor *vector, k float64) float64 {
	var pull float64
	for i := range w {
		d := w[i] - anchor[i]
		pull += d * d
	}
	return meanError(samples, w, k) + ridge*pull
}

// fitWeights minimises objective over the weights from start, K fixed
// (K sets the scale: with it free, any multiple of the weights would do
// as well). The score is linear in the weights, so the error is a
// least-squares problem in sigmoid(K·f·w): Levenberg–Marquardt solves
// it in a few dozen steps, each the normal equations of its Jacobian,
// damped.
func fitWeights(samples []sample, start vector, k float64, rounds int) vector {
	w := start
	cur := objective(samples, &w, &start, k)
	lambda := 1e-3
	const n = cabezaengine.NumWeights
	inv := 1 / float64(max(1, len(samples)))
	for r := 0; r < rounds; r++ {
		// The Gauss–Newton system of the mean: JᵀJ/N + ridge and
		// Jᵀ(result - p)/N - ridge·(w - start), J[s][j] = p(1-p)·K·f[s][j].
		var jtj [n][n]float64
		var jtr [n]float64
		for i := range samples {
			s := &samples[i]
			p := sigmoid(k * s.score(&w))
			g := p * (1 - p) * k
			res := s.result - p
			for a, fa := range s.f {
				if fa == 0 {
					continue
				}
				ja := g * float64(fa)
				jtr[a] += ja * res
				for b, fb := range s.f {
					jtj[a][b] += ja * g * float64(fb)
				}
			}
		}
		for a := range jtj {
			for b := range jtj[a] {
				jtj[a][b] *= inv
			}
			jtj[a][a] += ridge
			jtr[a] = jtr[a]*inv - ridge*(w[a]-start[a])
		}
		improved := false
		for try := 0; try < 10 && !improved; try++ {
			var m [n][n]float64
			for a := range m {
				m[a] = jtj[a]
				m[a][a] *= 1 + lambda
			}
			step, ok := solve(m, jtr)
			if !ok {
				lambda *= 10
				continue
			}
			next := w
			for a := range next {
				next[a] += step[a]
			}
			if e := objective(samples, &next, &start, k); e < cur {
				w, cur, improved = next, e, true
				lambda = max(lambda/3, 1e-9)
			} else {
				lambda *= 10
			}
		}
		if !improved {
			break // no damped step lowers the error: a minimum
		}
	}
	return w
}

// solve solves m·x = v by Gaussian elimination with partial pivoting;
// false if m is singular.
func solve(m [cabezaengine.NumWeights][cabezaengine.NumWeights]float64, v [cabezaengine.NumWeights]float64) (vector, bool) {
	const n = cabezaengine.NumWeights
	for col := 0; col < n; col++ {
		piv := col
		for r := col + 1; r < n; r++ {
			if math.Abs(m[r][col]) > math.Abs(m[piv][col]) {
				piv = r
			}
		}
		if m[piv][col] == 0 {
			return vector{}, false
		}
		m[col], m[piv] = m[piv], m[col]
		v[col], v[piv] = v[piv], v[col]
		for r := col + 1; r < n; r++ {
			f := m[r][col] / m[col][col]
			for c := col; c < n; c++ {
				m[r][c] -= f * m[col][c]
			}
			v[r] -= f * v[col]
		}
	}
	var x vector
	for r := n - 1; r >= 0; r-- {
		s := v[r]
		for c := r + 1; c < n; c++ {
			s -= m[r][c] * x[c]
		}
		x[r] = s / m[r][r]
	}
	return x, true
}

// roundWeights is w in whole hundredths, the engine's unit, by Texel's
// local search on objective (anchored at anchor, as the fit was): from
// w rounded, each weight in turn is moved a hundredth up or down while
// that lowers it, until a pass moves none.
func roundWeights(samples []sample, w, anchor vector, k float64) cabezaengine.Weights {
	cur := w
	for i := range cur {
		cur[i] = math.Round(cur[i])
	}
	best := objective(samples, &cur, &anchor, k)
	for changed := true; changed; {
		changed = false
		for i := range cur {
			for _, d := range []float64{1, -1} {
				for {
					cur[i] += d
					if e := objective(samples, &cur, &anchor, k); e < best {
						best, changed = e, true
						continue
					}
					cur[i] -= d
					break
				}
			}
		}
	}
	var out cabezaengine.Weights
	for i, x := range cur {
		out[i] = search.Score(x)
	}
	return out
}
