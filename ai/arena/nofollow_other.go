//go:build !unix

package arena

// oNoFollow: O_EXCL alone refuses an existing name, a link included.
const oNoFollow = 0
