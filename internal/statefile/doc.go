// Package statefile keeps a small state file of the user's — puzzle and
// lesson progress, settings — so that nothing is lost and nothing
// crashes: a write goes to a temporary file beside the target, is synced
// and renamed over it (a reader sees the old file or the new one, never
// half of one), and a file that cannot be read back (too large, not the
// format it should be) is renamed aside with a name that says so and
// reported, so the program starts fresh instead of failing or, worse,
// overwriting what the user might still want to recover.
//
// It imports nothing of the project, so any package may import it.
package statefile
