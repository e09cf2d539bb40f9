package catcatgame

import (
	"cabezacat/tui/components/hexboard"
)

// Layout: a title line, the board from line 1 at column 1, the panel to
// its right; the status and key lines below.
const (
	hexTop    = 1
	hexLeft   = 1
	hexGap    = 3
	hexPanelW = 30
	hexChrome = hexLeft + hexGap + hexPanelW
	// The big cells (pitch 6 and 8) come only with the widest side panel
	// and this many lines: a big board never squeezes the panel.
	hexWidePanelW = 44
	hexBigHeight  = 30
)

// hexPitch picks the largest cells that fit: on a big terminal (from
// hexBigHeight lines, with the side panel at its widest) 8 columns by 4
// lines or 6 by 3, so the board grows with the terminal as Cabeza's does;
// else 4 by 2 when they leave room for the side panel and the chrome, else
// the small ones (2 × 1). A terminal cell is about twice as high as wide,
// so every size keeps the six neighbours of a cell at nearly equal
// distances on screen.
func hexPitch(n, width, height int) int {
	for _, pitch := range []int{8, 6} {
		if hexboard.Width(n, pitch)+hexLeft+hexGap+hexWidePanelW <= width && pitch/2*n+hexTop+2 <= height && height >= hexBigHeight {
			return pitch
		}
	}
	if hexboard.Width(n, 4)+hexChrome <= width && 2*n+hexTop+2 <= height {
		return 4
	}
	return 2
}
