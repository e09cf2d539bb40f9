//go:build !linux

package uids

import "errors"

// uidLeasePrefix is unused off Linux: programs run under our uid.
const uidLeasePrefix = ""

// leaseUID is never called off Linux, where the sandbox gives no uids
// of their own (Containment.AgentUIDs): programs run under ours.
func leaseUID(string, int) (func(), error) {
	return nil, errors.New("uids of their own need Linux")
}
