package uids

// For the tests of package uids_test, which meet the real pools through
// the sandbox's Workspace as well.

// NewTestPool is a pool of count uids from base (outside every real
// range) leasing under prefix, handing out first the uid first.
func NewTestPool(prefix string, base, count, first int) *Pool {
	p := newPool(base, count, "test programs")
	p.lease = prefix
	p.StartAt(first)
	return p
}

// StartAt makes p try uid first on its next Take.
func (p *Pool) StartAt(uid int) {
	p.mu.Lock()
	p.next = uid - p.base
	p.mu.Unlock()
}
