//go:build !unix

package record

// openNoBlock: elsewhere readRecord relies on its check before opening.
const openNoBlock = 0
