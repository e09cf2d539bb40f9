//go:build !unix

package ai

// oNoFollow: O_EXCL alone refuses an existing name, a link included.
const oNoFollow = 0
