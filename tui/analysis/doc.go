// Package analysis runs the engine in the background for the screens: a
// search on a copy of the position in a goroutine of its own (Job,
// NewSearch), its progress coalesced into ProgressMsg and its end into
// DoneMsg, both carrying the search's ID so that a screen drops what it
// no longer wants; the bound on searches at once (LimitSearches); and the
// analysis of the shown position for the person (State: multi-PV lines,
// one depth more, pause, the preview of a line), with its keys.
//
// A panic in a search ends the search, not the process: it comes as a
// common.PanicMsg, for the root (internal/panics recovers it).
//
// It may import ai/search, internal/..., common and components/enginepanel.
package analysis
