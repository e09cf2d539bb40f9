// Package catcatboard holds what the Catch the Cat agents' search and
// the provers both read in their inner loops: the neighbour and border
// Tables of a board size, as flat slices, and SortByKeys, the insertion
// sort of their short cell lists.
//
// It may import cabezacat/catcat, nothing else of the project.
package catcatboard
