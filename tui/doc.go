// Package tui is the Bubble Tea front end: a root model that routes
// between screens (menu, games, help), one model per screen, the key map
// and the styles. It is the only package of the project that imports
// Bubble Tea or lipgloss.
package tui
