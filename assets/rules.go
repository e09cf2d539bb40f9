package assets

import _ "embed"

// The rules of both games. The short texts are what the TUI's help page
// ('?') shows first; the full pages (Markdown, linked from the README)
// are normative and follow them on the same page, so the program carries
// its whole rules wherever it is installed.
var (
	//go:embed rules/cabeza.txt
	RulesCabeza string
	//go:embed rules/catcat.txt
	RulesCatcat string
	//go:embed rules/cabeza.md
	RulesCabezaFull string
	//go:embed rules/catcat.md
	RulesCatcatFull string
)
