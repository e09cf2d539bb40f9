package assets

import _ "embed"

// The shipped puzzles, as `cabezacat cabeza|catcat puzzles generate` made
// them (the command is in each file's first lines and in the puzzles
// manual): the puzzle file format, gzip-compressed.
var (
	//go:embed puzzles/cabeza.txt.gz
	CabezaPuzzles []byte
	//go:embed puzzles/catcat.txt.gz
	CatcatPuzzles []byte
)
