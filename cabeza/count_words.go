package cabeza

import "strconv"

// count is n and the noun, agreeing, for the errors a person reads: "1
// rank", "2 ranks". The rules package imports nothing of the project, so
// it keeps its own copy of internal/plural's Count.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
