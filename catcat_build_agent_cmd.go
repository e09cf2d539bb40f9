package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"cabezacat/assets"
)

func init() { registerSubcommand(gameCatcat, newCatcatBuildAgentCmd) }

func newCatcatBuildAgentCmd() *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "build-agent DIR -o FILE",
		Short: "Compile a course C++ submission into an agent program",
		Long: `build-agent compiles a Catch the Cat submission made for the course
(IAgent.h, Cat.h, Catcher.h and their .cpp files, all in DIR, no main)
together with the bridge main.cpp that cabezacat ships, into one agent
program: one state on stdin, the next state on stdout, the same
contract as "cabezacat catcat agent".

The compiler is $CXX if set, else c++, else g++ (C++17, -O2). Every .cpp
file directly in DIR is compiled; subdirectories are ignored, as in the
course.`,
		Example: "  cabezacat catcat build-agent ./alice -o alice\n  cabezacat catcat arena ./alice builtin:hard",
		Args:    exactArgs(1, "the submission's directory DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("build-agent wants -o FILE, the program to write")
			}
			return buildCourseAgent(args[0], out, cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "the agent program to write")
	return cmd
}

// courseHeaders are the files every course submission has (the seed:
// "the simulator will include Cat.h and Catcher.h", IAgent.h unchanged).
var courseHeaders = []string{"IAgent.h", "Cat.h", "Catcher.h"}

// buildCourseAgent checks the submission in dir, writes the bridge next
// to nothing of the submission's (a temporary directory) and compiles
// both into out. The compiler's output goes to stderr when it fails.
func buildCourseAgent(dir, out string, stderr io.Writer) error {
	info, err := os.Stat(dir)
	if err != nil {
		return usagef("submission directory: %v", err)
	}
	if !info.IsDir() {
		return usagef("submission %s is not a directory", dir)
	}
	var missing []string
	for _, h := range courseHeaders {
		if _, err := os.Stat(filepath.Join(dir, h)); err != nil {
			missing = append(missing, h)
		}
	}
	if len(missing) > 0 {
		return usagef("submission %s lacks %s (a course submission has IAgent.h, Cat.h and Catcher.h)", dir, strings.Join(missing, ", "))
	}
	sources, err := submissionSources(dir)
	if err != nil {
		return err
	}
	if file, line, ok, err := findMain(dir); err != nil {
		return err
	} else if ok {
		return usagef("submission %s defines main in %s line %d; a course submission has no main (the bridge provides it)", dir, file, line)
	}
	compiler, err := findCompiler()
	if err != nil {
		return err
	}

	tmp, err := os.MkdirTemp("", "cabezacat-bridge-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bridge := filepath.Join(tmp, "cabezacat_bridge_main.cpp")
	if err := os.WriteFile(bridge, assets.BridgeMain, 0o644); err != nil {
		return err
	}
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	args := []string{"-std=c++17", "-O2", "-I", absDir, "-o", out, bridge}
	args = append(args, sources...)
	c := exec.Command(compiler, args...)
	var output bytes.Buffer
	c.Stdout = &output
	c.Stderr = &output
	if err := c.Run(); err != nil {
		stderr.Write(output.Bytes())
		return fmt.Errorf("compiling %s with %s failed (%v); the compiler's output is above", dir, compiler, err)
	}
	return nil
}

// submissionSources lists the .cpp files directly in dir, sorted so the
// command line is the same on every run.
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

// findCompiler is $CXX if set, else the first of c++ and g++ on $PATH.
func findCompiler() (string, error) {
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
