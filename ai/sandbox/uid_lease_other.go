//go:build !linux

package sandbox

import "errors"

// uidLeasePrefix is unused off Linux: programs run under our uid.
const uidLeasePrefix = ""

// leaseUID is never called off Linux, where Containment.AgentUIDs is
// false: programs run under our uid.
func leaseUID(string, int) (func(), error) {
	return nil, errors.New("uids of their own need Linux")
}
