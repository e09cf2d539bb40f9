package movelist

import (
	"fmt"

	"cabezacat/tui/common"
)

// Window is the part of a move list that fits room lines: around
// the row focus (the move shown while walking the history; -1 for none),
// or else the end, scrolled back by back rows. A cut is said in place of
// the first or last row shown ("… 12 earlier", "… 3 later"), so the list
// never looks complete when it is not.
func Window(rows []string, focus, back, room int, st common.Styles, ellipsis string) []string {
	n := len(rows)
	if n <= room || room <= 0 {
		return rows
	}
	var start int
	if focus >= 0 {
		start = min(max(focus-room/2, 0), n-room)
	} else {
		start = n - room - min(back, n-room)
	}
	end := start + room
	out := append([]string(nil), rows[start:end]...)
	if room < 3 {
		return out
	}
	if start > 0 {
		out[0] = st.Faint.Render(fmt.Sprintf("%s %d earlier", ellipsis, start+1))
	}
	if end < n {
		out[len(out)-1] = st.Faint.Render(fmt.Sprintf("%s %d later", ellipsis, n-end+1))
	}
	return out
}
