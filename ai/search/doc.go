// Package search is the kernel both games' searches share: the Score of
// a position (open or decided, with the distance to the end), the Info a
// search reports per finished depth (and its multi-PV Lines), the Limits
// of a search, the Stopper that decides when a search must stop, and
// Deepen, the iterative-deepening driver.
//
// Its hot methods (Stopper.Tick, Stopper.Interrupted, Score.ToTT,
// Score.FromTT) are kept small enough to inline into the searches of the
// other packages.
//
// It imports nothing of the project.
package search
