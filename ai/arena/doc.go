// Package arena runs the course competition of Catch the Cat (Run): every
// player, a built-in level or an agent program run per move through
// cabezacat/ai/sandbox (ExternalAgent), against every other on the same
// random starts; the run's log on disk (Log: resume, shards, Read), the
// tables and replays it writes, and the report.
//
// It may import cabezacat/catcat, cabezacat/internal/plural,
// cabezacat/internal/quote (what a program printed, shown),
// cabezacat/ai/catcatagent, cabezacat/ai/forfeit, cabezacat/ai/sandbox
// and cabezacat/ai/sandbox/tempdirs (a move's fresh home, removed).
package arena
