package cabezaengine

// Options switch the engine's features. The zero value is full
// strength with one principal variation: every field turns something off
// or asks for more (NullMove turns on a pruning that did not earn its
// place), so an options struct can switch one thing at a time for a match
// that measures it.
type Options struct {
	// Evaluation terms, all on unless switched off (see eval.go).
	NoRace     bool // the Cabezas' distance to the far row
	NoThreats  bool // blocks that reach the enemy Cabeza and its neighbours
	NoGuard    bool // own blocks next to the own Cabeza
	NoMobility bool // free first rolls, squares the Cabeza reaches

	// Search features, on unless switched off (self-play, 200 games each:
	// the threat search is worth +106 ± 48 Elo at equal depth and
	// -24 ± 45 at equal nodes; reductions +21 ± 46 at equal nodes).
	NoThreatSearch bool // at the horizon, keep searching while a side faces a win threat
	NoReductions   bool // late-move reductions of quiet moves

	// NullMove turns null-move pruning on. It is off by default: in
	// self-play at equal nodes it measured -26 ± 45 Elo, no gain.
	NullMove bool

	// Threads is how many threads a search runs on (0 or 1: one; at most
	// MaxThreads): Lazy SMP, smp.go. The table is shared, so TTMegabytes
	// is the engine's whole table, whatever the threads.
	Threads int

	// TTMegabytes is the transposition table's size (0: 16 MiB).
	TTMegabytes int
	// MultiPV is how many best root moves get an exact score and line in
	// Info.Lines (0 or 1: just the best, Lines left nil).
	MultiPV int
	// Randomness, in hundredths, lets the engine play any root move scored
	// within this much of the best (never a decided loss when the best is
	// not one), so games of the low levels vary. 0: always the best.
	Randomness int
	// Seed seeds that choice; 0 takes one from the clock.
	Seed uint64

	// Weights replaces the evaluation's weights (nil: the defaults), for
	// fitting them and for matches between weight sets (NamedWeights).
	// New copies them: changing them later changes no engine.
	Weights *Weights
	// everyAnswer makes a threatened node search every move, as before
	// the Defence filter, for tests that compare the two.
	everyAnswer bool
}

func (o Options) evalTerms() cabezaEvalTerms {
	w := &defaultCabezaWeights
	if o.Weights != nil {
		c := o.Weights.toStruct()
		w = &c
	}
	return cabezaEvalTerms{race: !o.NoRace, threats: !o.NoThreats, guard: !o.NoGuard, mobility: !o.NoMobility, w: w}
}

func (o Options) ttMegabytes() int {
	if o.TTMegabytes <= 0 {
		return 16
	}
	return o.TTMegabytes
}
