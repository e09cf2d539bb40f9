// Package catcatagent is the built-in Catch the Cat agents: the levels
// (easy, medium, hard: CatMove and CatcherMove), the medium and hard
// agents' alpha-beta search with the two-distance fields it keeps up to
// date, the hard agents' use of the provers within a node budget, the
// multi-PV analysis search (SearchAnalysis), the overlay's insight
// (Analyse) and the blunder check.
//
// It may import cabezacat/catcat, cabezacat/internal/plural,
// cabezacat/ai/search, cabezacat/ai/catcatboard and
// cabezacat/ai/catcatsolve.
package catcatagent
