package tui

import "cabezacat/assets"

var (
	rulesCabeza = assets.RulesCabeza
	rulesCatcat = assets.RulesCatcat
)
