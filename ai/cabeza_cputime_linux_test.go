package ai

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling OS thread has used (the caller
// locks itself to its thread). On a shared machine it tells how fast the
// search runs on the core it gets, whatever else competes for the cores.
func threadCPU() (time.Duration, bool) {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
