//go:build !linux

package sandbox

// makeTreeWritable: off Linux, programs run under our uid with no
// namespace of their own, and a tree they made read-only stays (the
// removal reports it).
func makeTreeWritable(dir string) {}
