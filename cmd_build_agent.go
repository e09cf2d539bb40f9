package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/coursebuild"
)

func init() { registerSubcommand(gameCatcat, newCatcatBuildAgentCmd) }

func newCatcatBuildAgentCmd() *cobra.Command {
	var (
		out, std string
		opt      coursebuild.Options
	)
	cmd := &cobra.Command{
		Use:   "build-agent DIR -o FILE [--std c++20]",
		Short: "Compile a course C++ submission into an agent program",
		Long: `build-agent compiles a Catch the Cat submission made for the course
(IAgent.h, Cat.h, Catcher.h and their .cpp files, all in DIR, no main)
together with the bridge main.cpp that cabezacat ships, into one agent
program: one state on stdin, the next state on stdout, the same
contract as "cabezacat catcat agent".

The compiler is $CXX if set, else c++, else g++, with -O2 and the newest
C++ standard it accepts of C++23, C++20 and C++17 (asked once per
compiler: C++23 with g++ 12), or the one --std names. A failed compile
names the standard it was compiled as. Every .cpp file directly in DIR
is compiled; subdirectories are ignored, as in the course.

A submission is a stranger's code, and what it #includes or .incbin's
the compiler reads. So the compiler never sees DIR: DIR's regular files
are copied into a private directory (a symbolic link, to a file or a
directory, or a special file is refused, named), the compiler reads
the copy and writes the program there, and FILE is then written from
it. The compiler runs contained like an agent (see "cabezacat catcat
arena --help"): stopped, with everything it started, after --timeout
or once it prints more than --max-output bytes; no network and a
private /tmp where the machine allows; what it printed is shown with
control characters made visible.

Run as root, the compiler also runs under a uid of its own (from 63000)
with no capabilities and no_new_privs: it cannot read what only root or
another user may (a root-only file #included or .incbin'd fails to
compile), nor write anything of yours. Keep each student's submission
where others cannot read it (the compiler's uid is "others"). Not root,
it runs under your uid and can read every file you can: build-agent says
so on stderr. Build strangers' submissions as root or in a VM or
container.`,
		Example: "  cabezacat catcat build-agent ./alice -o alice\n" +
			"  cabezacat catcat build-agent --std c++17 ./bob -o bob\n" +
			"  cabezacat catcat arena ./alice builtin:hard",
		Args: exactArgs(1, "the submission's directory DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("build-agent wants -o FILE, the program to write")
			}
			if opt.Timeout <= 0 || opt.MaxOutput <= 0 {
				return usagef("--timeout and --max-output must be positive")
			}
			var err error
			if opt.Std, err = coursebuild.ParseStd(std); err != nil {
				return usageError{err}
			}
			if w := coursebuild.CompilerWarning(sandbox.Detect()); w != "" {
				fmt.Fprintln(cmd.ErrOrStderr(), "build-agent: warning:", w)
			}
			err = coursebuild.Build(arenaContext(cmd), args[0], out, opt)
			var be *coursebuild.Error
			switch {
			case errors.Is(err, coursebuild.ErrBadSubmission):
				return usageError{err}
			case errors.As(err, &be) && be.Newest:
				io.WriteString(cmd.ErrOrStderr(), be.QuotedOutput())
				return fmt.Errorf("%v; the compiler's output is above (--std names another standard)", err)
			case errors.As(err, &be):
				io.WriteString(cmd.ErrOrStderr(), be.QuotedOutput())
				return fmt.Errorf("%v; the compiler's output is above", err)
			}
			return err
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "the agent program to write")
	cmd.Flags().DurationVar(&opt.Timeout, "timeout", coursebuild.DefaultTimeout, "wall-clock time the compiler may take")
	cmd.Flags().IntVar(&opt.MaxOutput, "max-output", coursebuild.DefaultOutput, "bytes of compiler output kept; more stops the compiler")
	cmd.Flags().StringVar(&std, "std", "newest", "the C++ standard: c++23, c++20, c++17, or newest (the newest the compiler accepts)")
	return cmd
}
