// Package learn is the "Learn" screen: the lessons of both games
// (package lesson: the data and the judge), a page that lists them with
// the steps done, and a step's page: the explanation, the task, and the
// board of an ordinary game screen (game.Table, built by the root, as a
// table screen's is) whose moves the judge decides. Wrong tries are
// explained (the rules' own words for an illegal move, which the game
// screen says; the step's words for a legal one that misses), a step can
// be retried or skipped, and the steps done are kept in a state file
// under the data folder (internal/statefile), a damaged one set aside and
// named.
//
// It may import common, game (for game.Table only), record and the
// internal packages; no other screen.
package learn
