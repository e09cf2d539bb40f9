//go:build !linux

package ai

import "time"

func threadCPU() (time.Duration, bool) { return 0, false }
