// Package tempdirs makes and removes the private places of other
// people's programs in the temporary directory: the fresh directory of
// an agents' workspace, of an engine program or of a compile (New, by
// Kind, named with our pid), the homes in it that only a program's uid
// may enter (MakeHome), and their removal (RemoveTree), also of what a
// program made read-only. A place whose cabezacat process is gone
// (killed) is removed by the next one (OwnerGone tells).
//
// It knows nothing of running programs (that is cabezacat/ai/sandbox's,
// which imports it) and imports nothing of the project.
package tempdirs
