package coursebuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/tempdirs"
	"cabezacat/assets"
	"cabezacat/internal/quote"
)

// Options bound build-agent's compiler.
type Options struct {
	Timeout   time.Duration // wall clock for the whole compile; 0: DefaultTimeout
	MaxOutput int           // bytes of compiler output kept; more stops it; 0: DefaultOutput
	// Std is the C++ standard, one of Standards (ParseStd reads it);
	// "": the newest the compiler accepts.
	Std string
}

// The compiler's defaults: a course submission compiles in seconds and
// says little; a template error cascade or a runaway compile does not.
const (
	DefaultTimeout = 2 * time.Minute
	DefaultOutput  = 256 << 10
	// stdProbeTime bounds each question of which standards the compiler
	// accepts (a line of C++ read in milliseconds).
	stdProbeTime = 30 * time.Second
)

func (o Options) withDefaults() Options {
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxOutput <= 0 {
		o.MaxOutput = DefaultOutput
	}
	return o
}

// ErrBadSubmission marks a directory that is not a course submission.
var ErrBadSubmission = errors.New("not a course submission")

type submissionError struct{ msg string }

func (e submissionError) Error() string        { return e.msg }
func (e submissionError) Is(target error) bool { return target == ErrBadSubmission }

func badSubmission(format string, a ...any) error {
	return submissionError{fmt.Sprintf(format, a...)}
}

// Error is a compile that failed: why, and what the compiler said
// (quoted when shown: a submission's file names and code reach it).
type Error struct {
	Dir, Compiler string
	// Std is the standard it was compiled as; Newest, that it was the
	// newest the compiler accepts (Options.Std was not given).
	Std     string
	Newest  bool
	Problem string
	Output  []byte
}

// Error names the standard: a submission written for another fails on
// it, and the message is where the grader looks first.
func (e *Error) Error() string {
	if e.Newest {
		return fmt.Sprintf("compiling %s as %s, the newest %s accepts: %s", e.Dir, StdName(e.Std), e.Compiler, e.Problem)
	}
	return fmt.Sprintf("compiling %s as %s with %s: %s", e.Dir, StdName(e.Std), e.Compiler, e.Problem)
}

// QuotedOutput is the compiler's output with every control character
// made visible, line by line.
func (e *Error) QuotedOutput() string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(string(e.Output), "\n"), "\n") {
		b.WriteString(quote.Text(strings.TrimSuffix(line, "\r"), 0))
		b.WriteByte('\n')
	}
	return b.String()
}

// courseHeaders are the files every course submission has (the seed:
// "the simulator will include Cat.h and Catcher.h", IAgent.h unchanged).
var courseHeaders = []string{"IAgent.h", "Cat.h", "Catcher.h"}

// Build compiles the course submission in dir, with the
// bridge, into the program out. The compiler works on a private copy:
// dir's regular files (a symbolic link or special file is refused,
// subdirectories are left), copied into a directory only the compiler's
// uid may enter, where it also writes the program, which is then copied
// to out. It runs contained like any program: stopped after opt.Timeout
// with its whole tree, its output kept up to opt.MaxOutput; as root,
// where the containment allows, under a uid of its own (see
// uids.CompilerBase), which cannot read what only root or another user
// may. A submission that is not one is an error wrapping
// ErrBadSubmission; a failed compile is an *Error with the compiler's
// output.
func Build(ctx context.Context, dir, out string, opt Options) error {
	return build(ctx, dir, out, opt, sandbox.Detect())
}

// build is Build under cont (tests compare the containments).
func build(ctx context.Context, dir, out string, opt Options, cont sandbox.Containment) error {
	opt = opt.withDefaults()
	info, err := os.Stat(dir)
	if err != nil {
		return badSubmission("submission directory: %v", err)
	}
	if !info.IsDir() {
		return badSubmission("submission %s is not a directory", dir)
	}
	uid, release, err := buildUID(cont)
	if err != nil {
		return err
	}
	defer release()
	// tmp (ours, passable) holds the bridge (ours, read-only) and work,
	// the compiler's: its home, working and temporary directory, with
	// the copy in src and the program it writes.
	tmp, err := tempdirs.New(tempdirs.Build)
	if err != nil {
		return err
	}
	defer tempdirs.RemoveTree(tmp)
	work, src := filepath.Join(tmp, "work"), filepath.Join(tmp, "work", "src")
	for _, d := range []string{work, src} {
		if err := tempdirs.MakeHome(d, uid); err != nil {
			return err
		}
	}
	if err := copySubmission(dir, src, uid); err != nil {
		return err
	}
	var missing []string
	for _, h := range courseHeaders {
		if _, err := os.Stat(filepath.Join(src, h)); err != nil {
			missing = append(missing, h)
		}
	}
	if len(missing) > 0 {
		return badSubmission("submission %s lacks %s (a course submission has IAgent.h, Cat.h and Catcher.h)", dir, strings.Join(missing, ", "))
	}
	sources, err := submissionSources(src)
	if err != nil {
		return err
	}
	if file, line, ok, err := findMain(src); err != nil {
		return err
	} else if ok {
		return badSubmission("submission %s defines main in %s line %d; a course submission has no main (the bridge provides it)", dir, file, line)
	}
	compiler, err := FindCompiler()
	if err != nil {
		return err
	}
	shown, err := compilerShown(compiler, uid, work, cont)
	if err != nil {
		return err
	}
	bridge := filepath.Join(tmp, "bridge", "cabezacat_bridge_main.cpp")
	if err := os.Mkdir(filepath.Dir(bridge), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(bridge, assets.BridgeMain, 0o444); err != nil {
		return err
	}
	// The compiler is the grader's tool: it gets the grader's PATH (to
	// find its assembler and linker), nothing else.
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + work, "LANG=C", "TMPDIR=" + work}
	lim := sandbox.Limits{Wall: opt.Timeout, Output: opt.MaxOutput, Memory: sandbox.DefaultMemory * 2, FileSize: 256 << 20, OpenFiles: 256, Processes: CompilerProcesses}
	compile := func(args []string, stdin []byte, lim sandbox.Limits) (sandbox.RunResult, error) {
		return sandbox.Run(ctx, sandbox.Command{Path: compiler, Args: args, Dir: work, Env: env, UID: uid, Shown: shown, Limits: lim, MergeOutput: true, Containment: &cont}, stdin)
	}
	std := opt.Std
	if std == "" {
		// Asked contained like the compile itself: it is the same
		// program, which may hang or flood as well.
		probeLim := lim
		probeLim.Wall = min(lim.Wall, stdProbeTime)
		std = newestStd(compiler, func(std string) (accepted, known bool) {
			res, err := compile([]string{"-std=" + std, "-fsyntax-only", "-x", "c++", "-"}, []byte(stdProbe), probeLim)
			if err != nil || res.Flooded || res.Reason != sandbox.Exited {
				return false, false
			}
			return res.Err == nil, true
		})
	}
	built := filepath.Join(work, "agent")
	args := []string{"-std=" + std, "-O2", "-I", src, "-o", built, bridge}
	args = append(args, sources...)
	res, err := compile(args, nil, lim)
	if err != nil {
		return fmt.Errorf("compiling %s: %w", dir, err)
	}
	// The compiler names the copy's files; the user knows them by dir.
	shownOutput := bytes.ReplaceAll(res.Stdout, []byte(src+"/"), []byte(filepath.Clean(dir)+"/"))
	be := &Error{Dir: dir, Compiler: compiler, Std: std, Newest: opt.Std == "", Output: shownOutput}
	switch {
	case res.Flooded:
		be.Problem = fmt.Sprintf("the compiler printed more than %d bytes; it was stopped", opt.MaxOutput)
	case res.Reason == sandbox.StoppedWall:
		be.Problem = fmt.Sprintf("the compiler took longer than %v; it was stopped", opt.Timeout)
	case res.Reason != sandbox.Exited:
		be.Problem = "the compiler was stopped: " + res.Reason.String()
	case res.Err != nil:
		be.Problem = fmt.Sprintf("the compiler failed (%v)", res.Err)
	default:
		return installProgram(built, out)
	}
	return be
}

// submissionSources lists the .cpp files directly in dir (the copy),
// sorted so the command line is the same on every run.
func submissionSources(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".cpp") {
			abs, err := filepath.Abs(filepath.Join(dir, e.Name()))
			if err != nil {
				return nil, err
			}
			out = append(out, abs)
		}
	}
	sort.Strings(out)
	return out, nil
}

// mainDefinition matches a definition of main once comments and string
// literals are gone: a return type, the name, an opening parenthesis.
var mainDefinition = regexp.MustCompile(`\b(int|auto|void|signed)\s+main\s*\(`)

// findMain looks through the submission's .cpp and .h files for a main
// of its own, which would clash with the bridge's.
func findMain(dir string) (file string, line int, found bool, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", 0, false, err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !(strings.HasSuffix(name, ".cpp") || strings.HasSuffix(name, ".h") || strings.HasSuffix(name, ".hpp")) {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return "", 0, false, err
		}
		code := stripCommentsAndStrings(src)
		if loc := mainDefinition.FindIndex(code); loc != nil {
			return name, 1 + bytes.Count(code[:loc[0]], []byte("\n")), true, nil
		}
	}
	return "", 0, false, nil
}

// stripCommentsAndStrings blanks C++ comments and string and character
// literals, keeping every newline so line numbers stay right.
func stripCommentsAndStrings(src []byte) []byte {
	out := make([]byte, len(src))
	copy(out, src)
	const (
		code = iota
		lineComment
		blockComment
		str
		char
	)
	state := code
	for i := 0; i < len(out); i++ {
		c := out[i]
		next := byte(0)
		if i+1 < len(out) {
			next = out[i+1]
		}
		switch state {
		case code:
			switch {
			case c == '/' && next == '/':
				state = lineComment
				out[i] = ' '
			case c == '/' && next == '*':
				state = blockComment
				out[i], out[i+1] = ' ', ' '
				i++
			case c == '"':
				state = str
			case c == '\'':
				state = char
			}
		case lineComment:
			if c == '\n' {
				state = code
			} else {
				out[i] = ' '
			}
		case blockComment:
			if c == '*' && next == '/' {
				out[i], out[i+1] = ' ', ' '
				i++
				state = code
			} else if c != '\n' {
				out[i] = ' '
			}
		case str, char:
			quote := byte('"')
			if state == char {
				quote = '\''
			}
			switch {
			case c == '\\' && i+1 < len(out):
				out[i] = ' '
				if out[i+1] != '\n' {
					out[i+1] = ' '
				}
				i++
			case c == quote:
				state = code
			case c != '\n':
				out[i] = ' '
			}
		}
	}
	return out
}

// errNoCompiler says what was looked for, so the user knows what to
// install or set.
var errNoCompiler = errors.New("no C++ compiler found: set $CXX, or install c++ or g++")

// FindCompiler is $CXX if set, else the first of c++ and g++ on $PATH.
func FindCompiler() (string, error) {
	if cxx := os.Getenv("CXX"); cxx != "" {
		path, err := exec.LookPath(cxx)
		if err != nil {
			return "", fmt.Errorf("$CXX is %q, which is not found: %w", cxx, err)
		}
		return path, nil
	}
	for _, name := range []string{"c++", "g++"} {
		if path, err := exec.LookPath(name); err == nil {
			return path, nil
		}
	}
	return "", errNoCompiler
}

// CompilerWarning says what a compile under cont leaves open, or is ""
// where the compiler runs under a uid of its own. Under our own uid the
// copy, the limits and the namespaces still hold, but the compiler can
// read whatever we can: a hostile submission's #include or .incbin can
// put any such file into the compiler's errors or into the program.
func CompilerWarning(cont sandbox.Containment) string {
	if cont.AgentUIDs {
		return ""
	}
	who := "your own uid"
	if os.Geteuid() == 0 {
		who = "root (the compiler's uids are not available here)"
	}
	what := "any file you can"
	if cont.PrivateTmp && cont.HiddenFiles {
		// The rest is hidden from it: what is left is the system's.
		what = "any file you can in the system's directories (/etc, /usr, /opt, ...)"
	}
	return fmt.Sprintf("the compiler runs as %s: a submission's #include or .incbin can read %s and show it "+
		"in the compiler's errors or put it in the program; build strangers' submissions as root "+
		"(each compile then runs under a uid of its own) or in a VM or container", who, what)
}
