package plural

import (
	"strconv"
	"strings"
	"time"
)

// S is the ending of a regular noun counted n times: "" for one, "s"
// otherwise.
func S(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Count is n and the noun, agreeing: Count(1, "visitor") is "1 visitor",
// Count(2, "visitor") "2 visitors".
func Count(n int, noun string) string { return strconv.Itoa(n) + " " + noun + S(n) }

// Duration writes a span of whole seconds as people say it: "2 minutes",
// "1 minute 30 seconds", "1 hour", not Go's "2m0s". A span with a
// fraction of a second keeps Go's form ("1.5s"), which says it exactly.
func Duration(d time.Duration) string {
	if d <= 0 || d%time.Second != 0 {
		return d.String()
	}
	var parts []string
	for _, u := range []struct {
		size time.Duration
		noun string
	}{{time.Hour, "hour"}, {time.Minute, "minute"}, {time.Second, "second"}} {
		if n := int(d / u.size); n > 0 {
			parts = append(parts, Count(n, u.noun))
			d -= time.Duration(n) * u.size
		}
	}
	return strings.Join(parts, " ")
}
