//go:build !race

package ai

const catcatRaceEnabled = false
