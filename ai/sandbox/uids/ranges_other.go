//go:build !linux

package uids

// AgentBase, EngineBase and CompilerBase are unused off Linux: agents,
// engine programs and the compiler run under our uid.
const (
	AgentBase     = 0
	AgentCount    = 1 << 30
	EngineBase    = 0
	EngineCount   = 1 << 30
	CompilerBase  = 0
	CompilerCount = 1 << 30
)

// Mapped is false off Linux: programs run under our uid.
func Mapped() bool { return false }
