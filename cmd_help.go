package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/muesli/termenv"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"cabezacat/assets"
	"cabezacat/tui/common"
)

// newHelpCmd is `cabezacat help`: the manual's pages by topic (the long
// texts the README links, assets/manual/*.md), and, as cobra's own help
// command did, any command's help (`cabezacat help cabeza engine`). A
// word that is neither is a usage error naming both, so a mistyped topic
// is not met by the root's help, which would not say what went wrong.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [TOPIC | COMMAND...]",
		Short: "Print a page of the manual, or a command's help",
		Long: `help TOPIC prints a page of the manual (the same pages as assets/manual/
in the repository): on a terminal laid out for it, in the colours of
--theme (plain text with --no-color or NO_COLOR); piped, as the Markdown
it is. help rules prints both games' rules (help rules cabeza, help
rules catcat: one game's), the pages '?' shows in a game. help COMMAND
shows the command's help, as COMMAND --help does. Without an argument
it lists the topics.`,
		Example: "  cabezacat help\n  cabezacat help engine\n  cabezacat help rules catcat\n  cabezacat help arena | less\n  cabezacat help cabeza engine",
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
			if len(args) == 1 && args[0] == rulesTopic {
				return []cobra.Completion{"cabeza", "catcat"}, cobra.ShellCompDirectiveNoFileComp
			}
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var c []cobra.Completion
			for _, m := range assets.Manuals {
				c = append(c, cobra.CompletionWithDesc(m.Topic, m.Title))
			}
			c = append(c, cobra.CompletionWithDesc(rulesTopic, rulesTitle))
			for _, name := range commandNames(cmd.Root()) {
				c = append(c, cobra.Completion(name))
			}
			return c, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 0 {
				listManuals(out)
				return nil
			}
			if m, ok := assets.ManualFor(args[0]); ok && len(args) == 1 {
				return printManual(cmd, m.Text)
			}
			if args[0] == rulesTopic {
				md, err := rulesPages(args[1:])
				if err != nil {
					return err
				}
				return printManual(cmd, md)
			}
			root := cmd.Root()
			if target, rest, err := root.Find(args); err == nil && target != root && len(rest) == 0 {
				target.InitDefaultHelpFlag() // so that its help lists --help
				return target.Help()
			}
			return usagef("help: no topic or command %q (topics: %s; commands: %s)",
				strings.Join(args, " "), strings.Join(append([]string{rulesTopic}, assets.ManualTopics()...), ", "), strings.Join(commandNames(root), ", "))
		},
	}
}

// The rules are a topic of their own: a newcomer at a shell asks for
// them by that word. Their pages are the normative ones the README links
// and a game's help page ('?') shows after its short rules.
const (
	rulesTopic = "rules"
	rulesTitle = "The rules of both games (help rules cabeza, help rules catcat: one game's)"
)

// rulesPages is the Markdown `help rules [GAME]` prints: both games'
// pages, Cabeza's first, or the one game named.
func rulesPages(game []string) (string, error) {
	switch strings.Join(game, " ") {
	case "":
		return assets.RulesCabezaFull + "\n" + assets.RulesCatcatFull, nil
	case "cabeza":
		return assets.RulesCabezaFull, nil
	case "catcat":
		return assets.RulesCatcatFull, nil
	}
	return "", usagef("help rules: no game %q (the games: cabeza, catcat)", strings.Join(game, " "))
}

// printManual prints a page of the manual: on a terminal rendered for it
// (common.RenderMarkdown: the style of --theme or CABEZACAT_THEME, the
// terminal's colour profile, wrapped at its width), as plain text there
// with --no-color, NO_COLOR, --ascii or a terminal without colours, and
// piped (to less, a file, a script) as the Markdown it is.
func printManual(cmd *cobra.Command, md string) error {
	out := cmd.OutOrStdout()
	f, ok := out.(*os.File)
	if !ok || !isTerminal(f) {
		_, err := io.WriteString(out, md)
		return err
	}
	opts, err := displayOptions(cmd)
	if err != nil {
		return err
	}
	width := manualWidth
	if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
		width = min(w, manualWidth)
	}
	// The profile from the environment (TERM, COLORTERM, NO_COLOR): the
	// terminal is never asked anything.
	profile := termenv.NewOutput(f).EnvColorProfile()
	if !opts.NoColor && !opts.ASCII && profile != termenv.Ascii {
		if text, err := common.RenderMarkdown(md, width, opts.Theme, profile); err == nil {
			_, err := io.WriteString(out, text)
			return err
		}
	}
	text := common.PlainMarkdownAt(md, width)
	if opts.ASCII {
		text = common.ASCIIPunctuation.Replace(text)
	}
	_, err = io.WriteString(out, text)
	return err
}

// manualWidth is the widest a page of the manual is laid out on a
// terminal: lines of prose much longer are hard to follow.
const manualWidth = 100

// listManuals prints the topics, one a line with the page's title.
func listManuals(out io.Writer) {
	fmt.Fprintln(out, "The manual's pages (cabezacat help TOPIC prints one):")
	fmt.Fprintln(out)
	w := len(rulesTopic)
	for _, m := range assets.Manuals {
		w = max(w, len(m.Topic))
	}
	fmt.Fprintf(out, "  %-*s  %s\n", w, rulesTopic, rulesTitle)
	for _, m := range assets.Manuals {
		fmt.Fprintf(out, "  %-*s  %s\n", w, m.Topic, m.Title)
	}
	fmt.Fprintln(out)
	fmt.Fprintln(out, "The commands: cabezacat --help; one command's help: cabezacat help COMMAND.")
}

// commandNames are the root's commands a user may run, help aside.
func commandNames(root *cobra.Command) []string {
	var names []string
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() && c.Name() != "help" {
			names = append(names, c.Name())
		}
	}
	return names
}
