//go:build !unix

package tui

// openNoBlock: elsewhere readRecord relies on its check before opening.
const openNoBlock = 0
