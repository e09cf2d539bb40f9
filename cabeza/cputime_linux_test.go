//go:build linux

package cabeza

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// measureCPU runs f on one locked OS thread and returns the CPU time that
// thread spent in it (CLOCK_THREAD_CPUTIME_ID): on a shared machine the
// benchmarks report speed per CPU-second, which the other load does not
// blur as much as wall time.
func measureCPU(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := threadCPU()
	f()
	return threadCPU() - start
}

func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, 3, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
