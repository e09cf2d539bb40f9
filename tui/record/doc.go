// Package record keeps the games on disk: the record folder (Dir,
// Find), the atomic save that never replaces a file (Save), the bounded
// read that refuses what is not a regular file (Read), and the record
// texts of both games with their loading into setups (CabezaText,
// LoadCabeza ...), and what the open page lists of each (Summarize).
//
// It may import gamesetup, table, cabeza and catcat.
package record
