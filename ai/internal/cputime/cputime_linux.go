//go:build linux

package cputime

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is CLOCK_THREAD_CPUTIME_ID from <time.h>.
const clockThreadCPUTime = 3

// Thread is the CPU time the calling OS thread has used.
func Thread() time.Duration {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

// clockProcessCPUTime is CLOCK_PROCESS_CPUTIME_ID from <time.h>.
const clockProcessCPUTime = 2

// Process is the CPU time the whole process has used, on every thread:
// a search on several threads is measured by it.
func Process() time.Duration {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockProcessCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

// Measure runs f on one OS thread and returns the CPU time that
// thread spent in it: a built-in agent's move is timed like a program's,
// by CPU time, so other games running in parallel do not count against it.
func Measure(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	f()
	return Thread() - start
}
