//go:build !linux

package tempdirs

// sweepTempDirs: off Linux, with no /proc to tell a gone process, what
// a killed cabezacat process left in the temporary directory stays
// (its programs ran under our uid, so nothing of another uid's waits
// there).
func sweepTempDirs() {}
