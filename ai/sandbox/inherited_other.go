//go:build !unix

package sandbox

// closeInheritedOnExec has nothing to do where handles are not inherited
// by default.
func closeInheritedOnExec() {}
