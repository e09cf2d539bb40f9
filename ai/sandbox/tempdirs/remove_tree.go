package tempdirs

import "os"

// RemoveTree removes dir and everything in it, as os.RemoveAll does, and
// also what a program made hard to remove: a directory whose write
// permission was taken away (the read-only copy of an agent's program,
// or anything a program under our own uid chose to make read-only)
// cannot have its entries unlinked, not even by its owner, so without
// this the private places of unprivileged runs were left behind in the
// temporary directory. When the first removal fails, our directories in
// the tree get their owner's permissions back (without following a
// symbolic link: see makeTreeWritable) and the removal is tried again.
func RemoveTree(dir string) error {
	if err := os.RemoveAll(dir); err == nil {
		return nil
	}
	makeTreeWritable(dir)
	return os.RemoveAll(dir)
}
