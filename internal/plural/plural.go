// Package plural writes counts for people with the noun agreeing: "1
// visitor", "2 visitors", "0 moves". Every count a person reads (the
// screens, the server's log and refusals, the commands' reports and
// errors) goes through it; the nouns counted are all regular.
package plural

import "strconv"

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
