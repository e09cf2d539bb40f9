package ai

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// cancelAtLook is a context that turns cancelled on its k-th look (Err
// call): a search checks its context every checkEvery nodes, so this
// cancels it in the middle of a depth at a point that does not depend on
// the machine's speed. looks counts every call, before and after.
type cancelAtLook struct {
	k     int64
	looks atomic.Int64
	once  sync.Once
	done  chan struct{}
}

func newCancelAtLook(k int64) *cancelAtLook {
	return &cancelAtLook{k: k, done: make(chan struct{})}
}

func (c *cancelAtLook) Deadline() (time.Time, bool) { return time.Time{}, false }
func (c *cancelAtLook) Value(any) any               { return nil }
func (c *cancelAtLook) Done() <-chan struct{}       { return c.done }

func (c *cancelAtLook) Err() error {
	if c.looks.Add(1) < c.k {
		return nil
	}
	c.once.Do(func() { close(c.done) })
	return context.Canceled
}

var _ context.Context = (*cancelAtLook)(nil)
