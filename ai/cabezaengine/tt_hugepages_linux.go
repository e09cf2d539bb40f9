//go:build linux

package cabezaengine

import (
	"syscall"
	"unsafe"
)

// madvHugepage is MADV_HUGEPAGE from <sys/mman.h>.
const madvHugepage = 14

// adviseHugePages asks the kernel to back the table with huge pages: a
// probe is a random read in megabytes, and with small pages most probes
// also miss the TLB. Where the kernel says no, nothing changes.
func adviseHugePages(entries []ttSlot) {
	if len(entries) == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&entries[0])), len(entries)*ttSlotSize)
	_ = syscall.Madvise(b, madvHugepage)
}
