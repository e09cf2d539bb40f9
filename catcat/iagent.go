package catcat

import (
	"errors"
	"fmt"
)

// The world as the course's IAgent sees it: N·N booleans, true =
// blocked, index (y+N/2)·N + (x+N/2). The cat's cell is false.

// World is p's board as the IAgent's vector<bool>.
func (p Position) World() []bool {
	return p.AppendWorld(make([]bool, 0, p.size.Cells()))
}

// AppendWorld appends p's IAgent world to dst.
func (p Position) AppendWorld(dst []bool) []bool {
	for i := range p.size.Cells() {
		dst = append(dst, p.blocked.has(i))
	}
	return dst
}

// ErrWorldLength means the world does not have N·N entries.
var ErrWorldLength = errors.New("the world must have N·N entries")

// FromWorld builds the position an IAgent is given: its world, the cat's
// cell, the side N, and whose turn it is.
func FromWorld(world []bool, cat Cell, sideSize int, turn Turn) (Position, error) {
	s, err := NewSize(sideSize)
	if err != nil {
		return Position{}, err
	}
	if len(world) != s.Cells() {
		return Position{}, fmt.Errorf("world of %d entries for N=%d: %w", len(world), sideSize, ErrWorldLength)
	}
	p, err := NewPosition(s, cat, turn, nil)
	if err != nil {
		return Position{}, err
	}
	for i, b := range world {
		if !b {
			continue
		}
		if i == int(p.cat) {
			return Position{}, fmt.Errorf("cat at %v: %w", cat, ErrCatBlocked)
		}
		p.blocked.set(i)
	}
	return p, nil
}
