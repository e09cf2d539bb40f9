//go:build linux

package uids

import (
	"os"
	"strconv"
	"strings"
)

// AgentBase is the first of the uids agents run under when we are
// root: one per jail of a Workspace while it is open, group likewise.
// EngineBase is the first of the engine programs' (StartEngine): one
// each while it runs. CompilerBase is the first of the compiler's
// (coursebuild.Build): one per compile while it runs. Each range holds
// its Count of uids; each uid is leased machine-wide while in use
// (Pool), so no two cabezacat processes hand out the same one at once.
// They own nothing on the machine but their private directories.
const (
	AgentBase     = 61000
	AgentCount    = 1000
	EngineBase    = AgentBase + AgentCount
	EngineCount   = 1000
	CompilerBase  = EngineBase + EngineCount
	CompilerCount = 100
)

// Mapped reports whether the agents', the engine programs' and the
// compiler's uids exist in our user namespace (where they do not, as
// root in a container that maps fewer, programs run under our uid).
func Mapped() bool {
	b, err := os.ReadFile("/proc/self/uid_map")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		inside, _ := strconv.ParseUint(f[0], 10, 32)
		n, _ := strconv.ParseUint(f[2], 10, 32)
		if inside <= AgentBase && CompilerBase+CompilerCount <= inside+n {
			return true
		}
	}
	return false
}
