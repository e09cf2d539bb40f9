package common

// What the numbers on the screens mean, for the help page ('?') below
// each game's rules: the panels label them briefly, this says it whole.
const (
	numbersCabeza = `Numbers on the screen:
  score  the engine's judgement, for the side named beside it (the
         side to move): +1.00 is about a piece ahead, 0.00 even,
         negative behind; "win 3" / "loss 2" count that side's own
         moves to a forced end.
  depth  how many moves (plies) ahead the search looked.
  nodes  positions searched; time and nodes/s say how fast.`

	numbersCatcat = `Numbers on the screen:
  cursor x,y  the cell under the cursor; 0,0 is the centre, x grows
              east, y south. Moves are written (and typed) so.
  cat to border  the cat's fewest moves to a border cell.
  score  the analysis' judgement for the side to move, named beside
         it: 1.00 is one step more (or less) the cat needs to reach
         the border; 150 and more: the cat's way out is narrow; 200
         and more: the cat is shut in; "win 3" / "loss 2" count that
         side's own moves to the end.
  Points at the end: the winner gets S minus its moves, the loser
         its moves, S = floor(N*N/2) for an N x N board (thinking
         time is not counted in the TUI).`
)
