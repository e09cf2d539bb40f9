package game

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// OpenReview is R: the root is asked for the review screen of the
// game's record text at ply, back being the game screen to return to (it
// gets the messages the review does not take, so a game in progress goes
// on underneath). A game without a move has nothing to review.
func (b *Base[G, M, P, R]) OpenReview(text []byte, err error, moves, ply int, back common.Screen) tea.Cmd {
	switch {
	case moves == 0:
		b.Say(false, "no move to review yet")
		return nil
	case err != nil:
		b.Say(true, "cannot review: %v", err)
		return nil
	}
	return func() tea.Msg { return common.StartReviewMsg{Record: text, Ply: ply, Back: back} }
}
