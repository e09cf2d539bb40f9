//go:build unix

package arena

import "syscall"

// oNoFollow makes opening a result file fail on a link.
const oNoFollow = syscall.O_NOFOLLOW
