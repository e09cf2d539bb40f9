// Package assets embeds the files the program ships: help and rules
// text, start positions, and the C++ bridge for course agents.
package assets
