package assets

import _ "embed"

// The short rules the TUI's help page shows; RULES-*.md are the full ones.
var (
	//go:embed rules_cabeza.txt
	RulesCabeza string
	//go:embed rules_catcat.txt
	RulesCatcat string
)
