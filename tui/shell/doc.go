// Package shell is the frame every screen runs in: it shows the current
// screen, re-sends the window size to a new one, and owns what every
// screen shares: the help page ('?'), the "terminal too small" notice
// (behind which the screen takes only q, ? and the answers to a question
// shown on it), keys that arrived together, ctrl+c, and quitting with a farewell. It
// builds no screen: the root (package tui) does, and the screens' tests
// run their screen in it.
//
// It may import common only.
package shell
