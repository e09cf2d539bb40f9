// Package review is the review screen (Model, New): a finished or
// unfinished game of either game reviewed by the engine in the
// background (ai/review), with the evaluation graph (ntcharts; an ASCII
// one under --ascii), every move's mark, the better move and its line
// stepped on the board, each side's accuracy and marks, the turning
// points, and "learn from your mistakes". The root opens it with
// common.StartReviewMsg and it leaves with common.ShowScreenMsg (the
// game it came from) or common.ToMenu.
//
// It may import ai/review, ai/search, cabeza, catcat, internal/...,
// common, record and the board components; no other screen.
package review
