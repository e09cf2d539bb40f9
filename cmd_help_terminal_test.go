package main

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/ptytest"
)

// Issue 31, item 13: `cabezacat help TOPIC` on a terminal renders the
// page for it (glamour, in the theme's fixed style, wrapped at the
// terminal's width) and asks the terminal nothing; with NO_COLOR it is
// plain text; piped it is the Markdown as it is (TestHelpPrintsEachManualPage).
func TestHelpRendersTheManualOnATerminal(t *testing.T) {
	if !ptytest.Supported {
		t.Skip("needs a pseudo-terminal (Linux)")
	}
	sgr := regexp.MustCompile(`\x1b\[[0-9;]*m`)
	for _, c := range []struct {
		name   string
		args   []string
		env    []string
		styled string // the text colour the page is written in; "" for none
	}{
		{"dark", []string{"help", "engine"}, nil, "38;5;252m"},
		{"--theme light", []string{"help", "engine", "--theme", "light"}, nil, "38;5;234m"},
		{themeEnv + "=light", []string{"help", "engine"}, []string{themeEnv + "=light"}, "38;5;234m"},
		{"NO_COLOR", []string{"help", "engine"}, []string{"NO_COLOR=1"}, ""},
		{"--no-color", []string{"help", "engine", "--no-color"}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := outputOnPTY(t, c.args, c.env)
			for _, q := range []string{"\x1b]11;?", "\x1b]10;?", "\x1b[6n"} {
				if strings.Contains(out, q) {
					t.Errorf("asked the terminal %q", q)
				}
			}
			shown := ansi.Strip(out)
			for _, bad := range []string{"**", "`", "|---", "## ", "# The Cabeza engine"} {
				if strings.Contains(shown, bad) {
					t.Errorf("the page shows %q", bad)
				}
			}
			flat := strings.Join(strings.Fields(shown), " ")
			for _, w := range []string{"The Cabeza engine from a shell", "Plugging in another Cabeza engine", "cabezacat cabeza perft 6", "full strength"} {
				if !strings.Contains(flat, w) {
					t.Errorf("the page lacks %q", w)
				}
			}
			if c.styled != "" && !strings.Contains(out, c.styled) {
				t.Errorf("the page is not written in %q: %.300q", c.styled, out)
			}
			if c.styled == "" && sgr.MatchString(out) {
				t.Errorf("the page without colour has styles: %q", sgr.FindString(out))
			}
			for _, l := range strings.Split(out, "\n") {
				if ansi.StringWidth(l) > 80 {
					t.Errorf("a line of %d cells on an 80-column terminal: %q", ansi.StringWidth(l), ansi.Strip(l))
				}
			}
		})
	}
}

// outputOnPTY runs the command line on an 80x24 pty with
// TERM=xterm-256color (and no CI variable) and returns all it wrote (its line ends as "\n")
// once it has exited. The deadline only keeps a hung program from hanging
// the tests; nothing is measured against it.
func outputOnPTY(t *testing.T, args, env []string) string {
	t.Helper()
	out, err := runOnPTY(t, args, env)
	if err != nil {
		t.Fatalf("%q: %v\n%s", args, err, out)
	}
	return out
}

// runOnPTY is outputOnPTY for a command that may fail: what it wrote,
// and how it exited (an *exec.ExitError for a status other than 0).
func runOnPTY(t *testing.T, args, env []string) (string, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "NO_COLOR", themeEnv, "TERM", "COLORTERM", "CLICOLOR_FORCE", mainChildEnv,
			"CI": // termenv takes CI=… for "not a terminal": CI sets it
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	cmd.Env = append(append(cmd.Env, mainChildEnv+"=1", "TERM=xterm-256color"), env...)
	term, err := ptytest.Start(cmd, 80, 24)
	if err != nil {
		t.Fatal(err)
	}
	defer term.Close()
	done := make(chan string)
	go func() {
		var out strings.Builder
		b := make([]byte, 4096)
		for {
			n, err := term.Read(b) // ends (EIO) when the program has exited
			out.Write(b[:n])
			if err != nil {
				done <- out.String()
				return
			}
		}
	}()
	select {
	case out := <-done:
		return strings.ReplaceAll(out, "\r\n", "\n"), cmd.Wait()
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("%q did not end", args)
		return "", nil
	}
}
