// Package plural writes counts for people with the noun agreeing: "1
// visitor", "2 visitors", "0 moves". Every count a person reads (the
// screens, the server's log and refusals, the commands' reports and
// errors) goes through it; the nouns counted are all regular.
//
// It imports nothing of the project, so any package may import it.
package plural
