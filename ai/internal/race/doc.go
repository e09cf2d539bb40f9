// Package race tells whether the race detector is on (Enabled), for
// tests that step aside or shrink under it. It is used by tests only.
//
// It imports nothing of the project.
package race
