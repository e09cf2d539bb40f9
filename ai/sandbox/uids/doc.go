// Package uids hands out the uids that other people's programs run
// under when cabezacat is root: three ranges (AgentBase, EngineBase,
// CompilerBase), a Pool each (Agents, Engines, Compilers), every uid
// leased machine-wide while in use (an abstract unix socket per uid,
// freed by the kernel however its holder ends), so that no two
// cabezacat processes on the machine hand out the same uid at once, and
// one under which a program still runs is skipped. MayReach and
// CannotRun tell whether such a uid may reach a file of ours, and what
// to do where it may not.
//
// It knows nothing of running programs (that is cabezacat/ai/sandbox's,
// which imports it) and imports nothing of the project.
package uids
