//go:build race

package ai

// raceEnabled lets slow single-threaded tests step aside under -race.
const raceEnabled = true
