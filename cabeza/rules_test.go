package cabeza

import "testing"

// One test per rule of RULES-cabeza.md, each on a position drawn for it,
// in one file per section of the page: rules_start_test.go (the board,
// the starting position, perft), rules_roll_test.go (rolling a block),
// rules_slide_test.go (sliding the Cabeza), rules_turn_test.go (a turn:
// one or two steps, each legal on its own, a move judged where it ends,
// no null move) and rules_win_test.go (winning).

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func mustParse(t *testing.T, p Position, text string) Move {
	t.Helper()
	m, err := ParseMove(p, text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
