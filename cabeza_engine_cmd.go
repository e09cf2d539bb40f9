package main

import (
	"github.com/spf13/cobra"

	"cabezacat/ai"
)

func init() { registerSubcommand(gameCabeza, newCabezaEngineCmd) }

func newCabezaEngineCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "engine",
		Short: "The Cabeza engine console: commands on stdin, answers on stdout",
		Long: `engine reads one command per line from standard input (a pipe or a
terminal) and answers on standard output, until quit or the end of the
input. "help" lists the commands: draw/d, move/m <move>, turn/t
[red|r|blue|b], search/s, play/P, fen [fen], undo/u, reset, timeout [ms],
depth [n], quit, perft <d>, divide <d>, moves.

search prints one line per finished depth,
  info depth <d> score <s> nodes <n> nps <r> time <ms> pv <moves...>
(score in hundredths as +1.25, or "win <n>" / "loss <n>" in own moves),
then "bestmove <move>". A bad command prints "error: <what is wrong>".`,
		Example: "  printf 'depth 6\\nsearch\\nquit\\n' | cabezacat cabeza engine",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return ai.NewCabezaConsole(cmd.OutOrStdout()).Run(cmd.Context(), cmd.InOrStdin())
		},
	}
}
