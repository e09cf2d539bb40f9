//go:build !linux

package ai

// adviseHugePages does nothing where there is no madvise.
func adviseHugePages([]ttEntry) {}
