package review

import (
	"fmt"

	"cabezacat/ai/search"
)

// Budget is how hard the engine looks at each position: Quick for a
// review in seconds, Deep for one worth waiting for.
type Budget int

const (
	Quick Budget = iota
	Deep
)

func (b Budget) String() string {
	if b == Deep {
		return "deep"
	}
	return "quick"
}

// ParseBudget reads "quick" or "deep".
func ParseBudget(s string) (Budget, error) {
	switch s {
	case "quick":
		return Quick, nil
	case "deep":
		return Deep, nil
	}
	return Quick, fmt.Errorf("budget %q: want quick or deep", s)
}

// The budgets' limits per position. They are depths and node counts,
// never times, so that a review gives the same marks on a fast or a
// loaded machine (and in tests). The quick Cabeza depth is one past level 5
// (the engine's "strong"); the deep one is past level 6's. A Catch the
// Cat position gets the exact solver first, within solverNodes, and the
// analysis search only when the solver proves nothing.
func (b Budget) cabezaLimits() search.Limits {
	if b == Deep {
		return search.Limits{Depth: 8, Nodes: 6_000_000}
	}
	return search.Limits{Depth: 6, Nodes: 600_000}
}

// proverNodes bounds the exact prover's check of a move played from a
// proven Cabeza win (Eval.WinAfter): past it the review claims nothing
// exact and marks the move by its cost.
func (b Budget) proverNodes() int64 {
	if b == Deep {
		return 2_000_000
	}
	return 200_000
}

func (b Budget) catcatLimits() search.Limits {
	if b == Deep {
		return search.Limits{Depth: 10, Nodes: 3_000_000}
	}
	return search.Limits{Depth: 6, Nodes: 300_000}
}

func (b Budget) solverNodes() int {
	if b == Deep {
		return 2_000_000
	}
	return 100_000
}
