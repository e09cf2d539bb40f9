//go:build race

package ai

// catcatRaceEnabled lets slow single-threaded tests step aside under -race.
const catcatRaceEnabled = true
