// Package assets embeds the files the program ships: the rules, the
// manual's pages (`cabezacat help TOPIC`), and the C++ bridge for course
// agents.
package assets
