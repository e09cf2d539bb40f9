// Package searchtest holds what tests of more than one search need: a
// context that cancels a search at a fixed point of its work
// (CancelAtLook). It is used by tests only.
//
// It imports nothing of the project.
package searchtest
