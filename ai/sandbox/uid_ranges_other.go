//go:build !linux

package sandbox

// AgentUIDBase, EngineUIDBase and BuildUIDBase are unused off Linux:
// agents, engine programs and the compiler run under our uid.
const (
	AgentUIDBase   = 0
	agentUIDCount  = 1 << 30
	EngineUIDBase  = 0
	engineUIDCount = 1 << 30
	BuildUIDBase   = 0
	buildUIDCount  = 1 << 30
)
