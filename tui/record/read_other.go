//go:build !unix

package record

// openNoBlock: elsewhere Read relies on its check before opening.
const openNoBlock = 0
