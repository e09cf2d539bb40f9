package tui

import "cabezacat/assets"

// The rules the help page ('?') shows for a game: the short text and what
// the numbers on its screen mean, then the full rules page (the same file the README links), so the rules
// travel with the program.
var (
	rulesCabeza = withFullRules(assets.RulesCabeza+"\n"+numbersCabeza, assets.RulesCabezaFull)
	rulesCatcat = withFullRules(assets.RulesCatcat+"\n"+numbersCatcat, assets.RulesCatcatFull)
)

func withFullRules(short, full string) string {
	return short + "\nThe full rules follow; scroll on.\n\n" + full
}
