//go:build linux

package sandbox

import (
	"os"
	"strconv"
	"strings"
)

// AgentUIDBase is the first of the uids agents run under when we are
// root: one per jail of a Workspace while it is open, group likewise.
// EngineUIDBase is the first of the engine programs' (StartEngine): one
// each while it runs. BuildUIDBase is the first of the compiler's
// (BuildCourseAgent): one per compile while it runs. Each is leased
// machine-wide while in use (uidPool), so no two cabezacat processes
// hand out the same one at once. They own nothing on the machine but
// their private directories.
const (
	AgentUIDBase   = 61000
	agentUIDCount  = 1000
	EngineUIDBase  = AgentUIDBase + agentUIDCount
	engineUIDCount = 1000
	BuildUIDBase   = EngineUIDBase + engineUIDCount
	buildUIDCount  = 100
)

// uidsMapped reports whether the agents', the engine programs' and the
// compiler's uids exist in our user namespace.
func uidsMapped() bool {
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
		if inside <= AgentUIDBase && BuildUIDBase+buildUIDCount <= inside+n {
			return true
		}
	}
	return false
}
