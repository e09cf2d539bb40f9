//go:build !linux

package cabezaengine

// adviseHugePages does nothing where there is no madvise.
func adviseHugePages([]ttSlot) {}
