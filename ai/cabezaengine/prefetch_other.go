//go:build !amd64

package cabezaengine

import "unsafe"

// prefetch does nothing where there is no assembly for it: a prefetch
// only hides memory latency and never changes a result.
func prefetch(p unsafe.Pointer) {}
