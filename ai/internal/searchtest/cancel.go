package searchtest

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// CancelAtLook is a context that turns cancelled on its k-th look (Err
// call): a search checks its context every search.CheckEvery nodes, so this
// cancels it in the middle of a depth at a point that does not depend on
// the machine's speed. looks counts every call, before and after.
type CancelAtLook struct {
	k     int64
	Looks atomic.Int64
	once  sync.Once
	done  chan struct{}
}

// NewCancelAtLook is a context that turns cancelled on its k-th look.
func NewCancelAtLook(k int64) *CancelAtLook {
	return &CancelAtLook{k: k, done: make(chan struct{})}
}

func (c *CancelAtLook) Deadline() (time.Time, bool) { return time.Time{}, false }
func (c *CancelAtLook) Value(any) any               { return nil }
func (c *CancelAtLook) Done() <-chan struct{}       { return c.done }

func (c *CancelAtLook) Err() error {
	if c.Looks.Add(1) < c.k {
		return nil
	}
	c.once.Do(func() { close(c.done) })
	return context.Canceled
}

var _ context.Context = (*CancelAtLook)(nil)
