package cabezagame

import (
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
)

// Layout of the Cabeza screen: the board at the top left, the side panel
// to its right, the status and key lines below. The board takes the
// largest scale that leaves the panel its width: the standard board from
// 76×24, larger ones on big terminals, the compact one below. The panel
// wraps what is longer than its width (common.WrapStyled), so nothing in
// it is cut at any size the screen accepts.
const (
	cbGap    = 2
	cbPanelW = 30
	// cbCompactMinH is the smallest height for the compact board: its 11
	// lines and the status and key lines, with room for the panel's
	// essentials beside and below it.
	cbCompactMinH = 16
)

// cabezaBoards are the board drawn at every scale, as in cabezaboard.Scales.
type cabezaBoards []cabezaboard.Board

func newCabezaBoards(st common.Styles, gl common.Glyphs) cabezaBoards {
	boards := make(cabezaBoards, len(cabezaboard.Scales))
	for i, sc := range cabezaboard.Scales {
		boards[i] = cabezaboard.New(st, gl, sc)
	}
	return boards
}

// cabezaScaleFor picks the largest scale whose board and panel fit a
// terminal of width×height. Before the first size arrives (width 0) it
// is the standard board.
func cabezaScaleFor(width, height int) int {
	for i, sc := range cabezaboard.Scales {
		if sc == cabezaboard.Standard && width == 0 {
			return i
		}
		if sc.Width()+cbGap+cbPanelW <= width && sc.Height()+2 <= height {
			return i
		}
	}
	return len(cabezaboard.Scales) - 1
}

// cabezaMinSize is the smallest terminal the screen draws in: the compact
// board with the full panel beside it.
func cabezaMinSize() (int, int) {
	return cabezaboard.Compact.Width() + cbGap + cbPanelW, cbCompactMinH
}

// shownBoard is the board at the scale the terminal's size calls for.
func (m Model) shownBoard() *cabezaboard.Board {
	return &m.board[cabezaScaleFor(m.Width, m.Height)]
}
