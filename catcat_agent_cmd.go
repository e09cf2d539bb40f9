package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"cabezacat/ai"
	"cabezacat/catcat"
)

func init() { registerSubcommand(gameCatcat, newCatcatAgentCmd) }

// catcatMaxStateInput bounds what the agent reads: a 45×45 state is about
// 4 KiB, so anything past this is not a state.
const catcatMaxStateInput = 1 << 20

func newCatcatAgentCmd() *cobra.Command {
	var levelText string
	cmd := &cobra.Command{
		Use:   "agent [--level L]",
		Short: "A course agent: one state on stdin, the next state on stdout",
		Long: `agent plays one move of Catch the Cat as the course simulator's agents
do: it reads one state (header "<turn> <N> <cat-x> <cat-y>" and N board
lines) on stdin and writes the next state on stdout, moving the cat on
C and blocking a cell on T. A bad state is a one-line error on stderr
and exit status 2.

Levels:
  easy    ` + ai.CatcatEasy.Doc() + `
  medium  ` + ai.CatcatMedium.Doc() + `
  hard    ` + ai.CatcatHard.Doc(),
		Example: "  cabezacat catcat start --size 13 --seed 7 | cabezacat catcat agent --level hard",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			level, err := ai.ParseCatcatLevel(levelText)
			if err != nil {
				return usagef("--level: %v", err)
			}
			text, err := io.ReadAll(io.LimitReader(cmd.InOrStdin(), catcatMaxStateInput+1))
			if err != nil {
				return fmt.Errorf("reading the state: %w", err)
			}
			if len(text) > catcatMaxStateInput {
				return usagef("the input is over %d bytes: not a state", catcatMaxStateInput)
			}
			next, err := catcatAgentMove(string(text), level)
			if err != nil {
				return usageError{err}
			}
			_, err = io.WriteString(cmd.OutOrStdout(), next.StateText())
			return err
		},
	}
	cmd.Flags().StringVar(&levelText, "level", "hard", "easy, medium or hard")
	return cmd
}

// catcatAgentMove reads a state and plays the built-in agent's move in it.
func catcatAgentMove(text string, level ai.CatcatLevel) (catcat.Position, error) {
	pos, err := catcat.ParseState(text)
	if err != nil {
		return catcat.Position{}, err
	}
	if o := pos.Outcome(); o.Over() {
		return catcat.Position{}, fmt.Errorf("the game in this state is over (%v): there is no move to make", o)
	}
	var c catcat.Cell
	if pos.Turn() == catcat.CatToMove {
		c = ai.CatMove(pos, level)
	} else {
		c = ai.CatcherMove(pos, level)
	}
	return pos.Play(c)
}
