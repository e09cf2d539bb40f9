package store

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// A handle is how other players know someone: 2 to 20 characters, ASCII
// letters and digits with - and _ inside, starting with a letter. ASCII
// only, so that no script's look-alike letters (Cyrillic а for Latin a)
// get in; the look-alikes ASCII has are caught by Skeleton.
const (
	MinHandle = 2
	MaxHandle = 20
)

// HandleError says what is wrong with a handle, in words for its owner.
type HandleError struct{ Why string }

func (e HandleError) Error() string { return e.Why }

// CheckHandle says what is wrong with h as a handle, or nil.
func CheckHandle(h string) error {
	n := utf8.RuneCountInString(h)
	switch {
	case n < MinHandle:
		return HandleError{fmt.Sprintf("a handle has at least %d characters", MinHandle)}
	case n > MaxHandle:
		return HandleError{fmt.Sprintf("a handle has at most %d characters", MaxHandle)}
	}
	for i, r := range h {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		digit := r >= '0' && r <= '9'
		switch {
		case i == 0 && !letter:
			return HandleError{"a handle starts with a letter (a to z)"}
		case letter || digit:
		case (r == '-' || r == '_') && i < len(h)-1:
			if p := h[i-1]; p == '-' || p == '_' {
				return HandleError{"a handle has no two of - and _ in a row"}
			}
		case r == '-' || r == '_':
			return HandleError{"a handle ends with a letter or a digit"}
		default:
			return HandleError{fmt.Sprintf("a handle has only letters a to z, digits, - and _ (not %q)", r)}
		}
	}
	return nil
}

// Skeleton is a handle as a reader may mistake it: case folded, the
// characters that look alike in a terminal's fonts made one (0 and o; 1,
// l and i; 5 and s; 2 and z; 8 and b; rn and m; vv and w; cl and d), and
// - and _ dropped. Two handles with one skeleton read alike, so the store
// keeps skeletons unique. (Unicode's confusables, TR39, are the model;
// handles are ASCII, so its ASCII part is all that is needed.)
func Skeleton(h string) string {
	s := strings.ToLower(h)
	s = strings.NewReplacer("-", "", "_", "").Replace(s)
	// Pairs first: "rn" is m before any letter of it is mapped.
	s = strings.NewReplacer("rn", "m", "vv", "w", "cl", "d").Replace(s)
	return strings.NewReplacer("0", "o", "1", "l", "i", "l", "5", "s", "2", "z", "8", "b").Replace(s)
}
