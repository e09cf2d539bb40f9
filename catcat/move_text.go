package catcat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrBadMove is wrapped by every error about move text.
var ErrBadMove = errors.New("a move is written x,y or x y or {x,y}")

// ParseCell reads a move (the target cell) written `x,y`, `x y` or
// `{x,y}`; spaces around the numbers and the comma are allowed. It does
// not check that the cell is on a board: that is a rule, Play's job.
func ParseCell(s string) (Cell, error) {
	bad := func(format string, a ...any) (Cell, error) {
		return Cell{}, fmt.Errorf("move %q: %s: %w", clip(s), fmt.Sprintf(format, a...), ErrBadMove)
	}
	t := strings.TrimSpace(s)
	if t == "" {
		return bad("empty")
	}
	open, close := strings.HasPrefix(t, "{"), strings.HasSuffix(t, "}")
	switch {
	case open && close && len(t) >= 2:
		t = strings.TrimSpace(t[1 : len(t)-1])
	case open:
		return bad("missing closing brace")
	case close:
		return bad("missing opening brace")
	}
	var xs, ys string
	if before, after, ok := strings.Cut(t, ","); ok {
		xs, ys = strings.TrimSpace(before), strings.TrimSpace(after)
	} else {
		f := strings.Fields(t)
		if len(f) != 2 {
			return bad("want two numbers, got %d", len(f))
		}
		xs, ys = f[0], f[1]
	}
	x, err := parseCoord(xs)
	if err != nil {
		return bad("x %v", err)
	}
	y, err := parseCoord(ys)
	if err != nil {
		return bad("y %v", err)
	}
	return Cell{X: x, Y: y}, nil
}

func parseCoord(s string) (int, error) {
	if s == "" {
		return 0, errors.New("is missing")
	}
	v, err := strconv.ParseInt(s, 10, 32)
	if err != nil {
		if errors.Is(err, strconv.ErrRange) {
			return 0, fmt.Errorf("%q is out of range", clip(s))
		}
		return 0, fmt.Errorf("%q is not a whole number", clip(s))
	}
	return int(v), nil
}

// MarshalText writes the cell as "x,y".
func (c Cell) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads any form ParseCell accepts.
func (c *Cell) UnmarshalText(text []byte) error {
	v, err := ParseCell(string(text))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
