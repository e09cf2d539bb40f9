//go:build race

package race

// Enabled lets slow single-threaded tests step aside under -race.
const Enabled = true
