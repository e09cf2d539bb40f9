package coursebuild

import "testing"

// A compiler's whole installation is shown (its cc1, as and libraries
// lie beside its bin), but never a whole top-level directory.
func TestToolchainRootIsTheInstallationNotATopDirectory(t *testing.T) {
	for _, c := range []struct{ compiler, want string }{
		{"/home/you/gcc-14/bin/g++", "/home/you/gcc-14"},
		{"/home/you/tools/g++", "/home/you/tools"},
		{"/tmp/bin/cc", "/tmp/bin"},
		{"/opt/bin/g++", "/opt/bin"},
	} {
		if got := toolchainRoot(c.compiler); got != c.want {
			t.Errorf("toolchainRoot(%s) = %s; want %s", c.compiler, got, c.want)
		}
	}
}
