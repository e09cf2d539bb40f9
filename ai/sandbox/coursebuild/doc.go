// Package coursebuild compiles a course submission of Catch the Cat (a
// directory with IAgent.h, Cat.h, Catcher.h and their .cpp files, no
// main) with the C++ bridge into an agent program (Build): what
// `cabezacat catcat build-agent` does, as the newest C++ standard the
// compiler accepts (asked once per compiler) or the one Options.Std
// names.
//
// The compiler is a stranger's tool for the time of a compile: the
// submission steers what it reads and writes. So it works on a private
// copy of the submission (links and special files refused), runs
// contained like any program of cabezacat/ai/sandbox (its time and
// output bounded, and as root under a uid of its own from
// uids.Compilers), and its program is copied out into place whole or
// not at all. CompilerWarning says what is left open where the compiler
// runs under our own uid.
//
// It may import cabezacat/ai/sandbox (running the compiler),
// cabezacat/ai/sandbox/uids (the compiler's uid),
// cabezacat/ai/sandbox/tempdirs (its private place),
// cabezacat/internal/quote (the compiler's messages shown) and
// cabezacat/assets (the bridge).
package coursebuild
