// Package enginepanel is the panel that shows what the AI is doing
// (Panel): who thinks, a spinner, and every finished depth (Info: depth,
// score, speed, principal variation), with the numbers written as engines
// print them (Count, ShortTime).
//
// It may import common only.
package enginepanel
