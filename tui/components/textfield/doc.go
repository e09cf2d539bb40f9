// Package textfield is a one-line text field in the TUI's styles (New):
// runes it refuses are kept out (Edit), and without colour its cursor is
// drawn as a character (View).
//
// It may import common only.
package textfield
