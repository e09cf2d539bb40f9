package menu

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// offerEntries is the menu's first entry for a returning player with
// something waiting: a seat kept for them ("your seat at ABCD is
// waiting: enter"), else their adjourned game (enter resumes it at a
// table). One at a time, so that the menu fits 24 rows; the next comes
// up when the menu is shown again.
func (m Model) offerEntries() []menuEntry {
	if len(m.offers) == 0 {
		return nil
	}
	o := m.offers[0]
	blurb := "enter: sit down again"
	if o.GameID != 0 {
		blurb = "enter: resume it at a table; your opponent is offered the seat"
	}
	title := o.Title
	if n := len(m.offers); n > 1 {
		// In the title: the blurb has no room left at 80 columns, and
		// "(1 more after it)" was cut off there.
		title += fmt.Sprintf(" (1 of %d)", n)
	}
	return []menuEntry{{title: title + ": enter", blurb: blurb, offer: &o}}
}

// refreshOffers asks the account again for what waits (after taking an
// offer failed: its seat may have been adjourned meanwhile), keeping the
// cursor on the menu.
func (m Model) refreshOffers() Model {
	if m.opts.Host == nil || m.opts.Host.Account == nil {
		return m
	}
	m.offers = m.opts.Host.Account.Offers()
	m.cursor = min(m.cursor, len(m.entries())-1)
	return m
}

// accountEntries: a player's account page (none for a guest).
func (m Model) accountEntries() []menuEntry {
	if m.opts.Host == nil || m.opts.Host.Account == nil {
		return nil
	}
	return []menuEntry{{title: "Your account", blurb: "profile and rating chart, my games, the leaderboard, add a key", account: true}}
}

// take sits the player at an offer's table.
func (m Model) take(o common.Offer) tea.Cmd {
	acct, clock := m.opts.Host.Account, m.opts.Host.Lobby.Clock()
	return func() tea.Msg {
		sub, err := acct.Take(o)
		if err != nil {
			return common.StartFailedMsg{Err: err}
		}
		return common.SitAtTableMsg{Clock: clock, Sub: sub}
	}
}

// ratedRow chooses a casual or rated table; only a player (a visitor with
// a key, so an account) sees it: guests play casual tables.
func ratedRow(opts common.Options) formRow {
	return formRow{id: "rated", label: "Rated", choices: []string{"Casual", "Rated"},
		visible: func(*setupForm) bool { return opts.Host != nil && opts.Host.Account != nil }}
}

// ratedWords name a rated table in the form's summary.
func ratedWords(f *setupForm) string {
	if f.value("rated") != "Rated" {
		return ""
	}
	if f.value("game") == "Catch the Cat" {
		// How the match is scored is the help's (RulesTable) and the
		// manual's: with it, what enter does lost its end at 80 columns.
		return "rated (a match of two games, roles swapped) "
	}
	return "rated (no take-backs) "
}
