package assets

import _ "embed"

// The lessons of the TUI's "Learn" page, one file a game: text and
// positions in the games' own notations, read by tui/learn/lesson (its
// doc says the format).
var (
	//go:embed lessons/cabeza.txt
	LessonsCabeza string
	//go:embed lessons/catcat.txt
	LessonsCatcat string
)
