//go:build !linux

package tempdirs

// makeTreeWritable: off Linux, programs run under our uid with no
// namespace of their own, and a tree they made read-only stays (the
// removal reports it).
func makeTreeWritable(dir string) {}
