package assets

import (
	"embed"
	"fmt"
	"strings"
)

// The manual's pages: the long texts that would bury a player's first
// read of the README. The README links them by path, and the program
// carries them (`cabezacat help TOPIC`), so they travel with it.
//
//go:embed manual/*.md
var manualFiles embed.FS

// A Manual is one page: its topic (the file's name, the word after
// `cabezacat help`), its title (the page's first heading) and its
// Markdown.
type Manual struct {
	Topic, Title, Text string
}

// Manuals are the pages in reading order: a player's first, then the
// ones for a shell.
var Manuals = readManuals("play", "puzzles", "ssh", "records", "engine", "agents", "arena")

// ManualFor is the page of a topic, if there is one.
func ManualFor(topic string) (Manual, bool) {
	for _, m := range Manuals {
		if m.Topic == topic {
			return m, true
		}
	}
	return Manual{}, false
}

// ManualTopics names the topics, in reading order.
func ManualTopics() []string {
	var t []string
	for _, m := range Manuals {
		t = append(t, m.Topic)
	}
	return t
}

// readManuals reads the embedded pages. A page named here but not
// embedded, or one without its "# Title" line, is a mistake in the
// build, found at start by every test.
func readManuals(topics ...string) []Manual {
	var ms []Manual
	for _, t := range topics {
		b, err := manualFiles.ReadFile("manual/" + t + ".md")
		if err != nil {
			panic(fmt.Sprintf("assets: manual page %q: %v", t, err))
		}
		first, _, _ := strings.Cut(string(b), "\n")
		title, ok := strings.CutPrefix(first, "# ")
		if !ok {
			panic(fmt.Sprintf("assets: manual page %q does not begin with its # title", t))
		}
		ms = append(ms, Manual{Topic: t, Title: title, Text: string(b)})
	}
	return ms
}
