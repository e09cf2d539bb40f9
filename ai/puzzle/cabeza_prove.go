package puzzle

import "cabezacat/ai/cabezaprove"

// czProver is the exact Cabeza prover (ai/cabezaprove), with the
// puzzle maker's own questions on it (cabeza_make.go).
type czProver struct{ *cabezaprove.Prover }

func newCzProver(limit int64) *czProver { return &czProver{cabezaprove.New(limit)} }
