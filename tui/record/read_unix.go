//go:build unix

package record

import "syscall"

// openNoBlock opens a FIFO without waiting for a writer (Read then
// refuses it); on a regular file it changes nothing.
const openNoBlock = syscall.O_NONBLOCK
