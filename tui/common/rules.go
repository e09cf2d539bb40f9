package common

import (
	"strings"

	"cabezacat/assets"
)

// The rules the help page ('?') shows for a game: the short text and what
// the numbers on its screen mean, then the full rules page (the same file the README links), so the rules
// travel with the program. The page is Markdown; the text holds it as
// plain text (PlainMarkdown), each paragraph a line the help page wraps
// at its width, and the help page shows it rendered for the terminal
// where it can (LayOutRules).
var (
	RulesCabeza = withFullRules(assets.RulesCabeza+"\n"+numbersCabeza, fullCabeza.plain)
	RulesCatcat = withFullRules(assets.RulesCatcat+"\n"+numbersCatcat, fullCatcat.plain)
)

// The full rules pages, as Markdown and as the plain text the rules
// texts above hold.
var (
	fullCabeza = newRulesPage("cabeza", assets.RulesCabezaFull)
	fullCatcat = newRulesPage("catcat", assets.RulesCatcatFull)
)

// ManualsNote is the help page's pointer to the manual: its pages are
// too long for '?', and the program prints each from a shell; over SSH
// (remote) a visitor's shell may not have it, so it says where. It is
// worded as a term and its text, so that it wraps under its text.
func ManualsNote(remote bool) string {
	where := "in a shell"
	if remote {
		where = "where cabezacat is installed"
	}
	return "Manual  " + where + ", cabezacat help TOPIC prints a page: " +
		strings.Join(assets.ManualTopics(), ", ") + " (cabezacat help lists them; cabezacat help rules prints the rules below)"
}

func withFullRules(short, full string) string {
	return short + "\nThe full rules follow; scroll on.\n\n" + full
}

const RulesTable = `At a table each player moves only their own side. z asks the opponent
to take back your last move (A accepts, X declines); D offers a draw; R
twice resigns. A player who drops may come back within the grace period
(the same key, or the code and the seat token); after it the game is
adjourned and saved. With a clock, a side's clock starts at its first
move, and the side whose time runs out loses. T opens the chat (enter
says a line of up to 200 characters, 5 lines in 10 seconds; esc
closes); S mutes the spectators' lines on your screen. After the game M
asks for a rematch, colours swapped (M or A accepts it, X declines).
A rated game has no take-backs and moves both players' ratings; a
rated Catch the Cat table is a match of two games on the same board,
roles swapped, won by the higher total of the course's points (the
winner of a game scores ⌊N²/2⌋ less its moves, the loser its moves).
q or ctrl+c asks before leaving a game in progress (y or ctrl+c again
leaves, the seat waits as after a drop); a clocked game at one keyboard
is adjourned and saved when you quit.`
