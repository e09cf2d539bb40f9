package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"cabezacat/assets"
)

// Issue 31, item 12: the long manuals left the README for pages under
// assets/manual/, which the program prints: `cabezacat help TOPIC`.
func TestHelpPrintsEachManualPage(t *testing.T) {
	if len(assets.Manuals) < 6 {
		t.Fatalf("%d manual pages, want play, ssh, records, engine, agents, arena", len(assets.Manuals))
	}
	for _, m := range assets.Manuals {
		file, err := os.ReadFile(filepath.Join("assets", "manual", m.Topic+".md"))
		if err != nil {
			t.Fatal(err)
		}
		out, _, err := runCatcatCmd(t, "", "help", m.Topic)
		if err != nil {
			t.Fatalf("help %s: %v", m.Topic, err)
		}
		if out != string(file) {
			t.Errorf("help %s printed %d bytes, not the page's %d:\n%.300s", m.Topic, len(out), len(file), out)
		}
	}
}

// `cabezacat help` lists every topic on a line of its own, with what its
// page is about; a command's help is still there.
func TestHelpListsTheTopics(t *testing.T) {
	out, _, err := runCatcatCmd(t, "", "help")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range assets.Manuals {
		line := regexp.MustCompile(`(?m)^  ` + m.Topic + ` +` + regexp.QuoteMeta(m.Title) + `$`)
		if !line.MatchString(out) {
			t.Errorf("help does not list %q with its title %q on one line:\n%s", m.Topic, m.Title, out)
		}
	}
	out, _, err = runCatcatCmd(t, "", "help", "cabeza", "engine")
	if err != nil || !strings.Contains(out, "cabezacat cabeza engine [flags]") {
		t.Errorf("help cabeza engine: %v\n%s", err, out)
	}
}

// A newcomer at a shell asks for the rules by that word: `help rules`
// prints both games' normative pages, `help rules GAME` one, and the
// topics list it; a game that is not one is a usage error naming both.
func TestHelpPrintsTheRules(t *testing.T) {
	page := func(name string) string {
		b, err := os.ReadFile(filepath.Join("assets", "rules", name+".md"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	cabeza, catcat := page("cabeza"), page("catcat")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"help", "rules"}, cabeza + "\n" + catcat},
		{[]string{"help", "rules", "cabeza"}, cabeza},
		{[]string{"help", "rules", "catcat"}, catcat},
	} {
		out, _, err := runCatcatCmd(t, "", c.args...)
		if err != nil {
			t.Fatalf("%q: %v", c.args, err)
		}
		if out != c.want {
			t.Errorf("%q printed %d bytes, not the %d of the rules:\n%.300s", c.args, len(out), len(c.want), out)
		}
	}
	out, _, err := runCatcatCmd(t, "", "help")
	if err != nil || !regexp.MustCompile(`(?m)^  rules +The rules of both games`).MatchString(out) {
		t.Errorf("help does not list the rules: %v\n%s", err, out)
	}
	var code int
	errOut := captureStderr(t, func() { code = run([]string{"help", "rules", "cat"}) })
	if want := "cabezacat: help rules: no game \"cat\" (the games: cabeza, catcat)\n"; code != 2 || errOut != want {
		t.Errorf("help rules cat: status %d, stderr %q; want 2 and %q", code, errOut, want)
	}
}

// A topic that is not one is a usage error (status 2) naming the topics.
func TestHelpUnknownTopicNamesTheTopics(t *testing.T) {
	for _, args := range [][]string{{"help", "arenas"}, {"help", "cabeza", "enginee"}} {
		var code int
		errOut := captureStderr(t, func() { code = run(args) })
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
		want := `cabezacat: help: no topic or command "` + strings.Join(args[1:], " ") + `" (topics: rules, play, puzzles, ssh, records, engine, agents, arena; commands: cabeza, catcat,`
		if !strings.HasPrefix(errOut, want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("run(%q) stderr = %q, want one line beginning %q", args, errOut, want)
		}
	}
}

// The README is a player's and a contributor's first read: the two
// commands at its top, the Go version and what the first test run
// fetches, and the manuals linked rather than copied in.
func TestReadmeIsAFirstRead(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	lines := strings.Split(readme, "\n")
	top := strings.Join(lines[:min(len(lines), 40)], "\n")
	for _, want := range []string{"go run .", "go test ./..."} {
		if !strings.Contains(top, want) {
			t.Errorf("README's first 40 lines do not hold %q", want)
		}
	}
	if len(lines) > 300 {
		t.Errorf("README has %d lines; a first read fits in 300: the long texts belong in assets/manual/", len(lines))
	}
	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goVersion := regexp.MustCompile(`(?m)^go (\S+)$`).FindStringSubmatch(string(mod))
	if goVersion == nil || !strings.Contains(readme, "Go "+goVersion[1]) {
		t.Errorf("README does not name the Go version go.mod wants (%v)", goVersion)
	}
	if !strings.Contains(readme, "the first `go test ./...` also downloads") {
		t.Error("README does not say that the first go test ./... downloads the test-only modules")
	}
	for _, section := range []string{"## Install", "## Playing", "### Keys in short", "## Manuals", "## Code map", "## Development"} {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(section) + `$`).MatchString(readme) {
			t.Errorf("README has no section %q", section)
		}
	}
	for _, m := range assets.Manuals {
		link := "](assets/manual/" + m.Topic + ".md)"
		if !strings.Contains(readme, link) || !strings.Contains(readme, "`"+m.Topic+"`") {
			t.Errorf("README does not link the %s manual (%s) with its topic", m.Topic, link)
		}
	}
}

// Every page under assets/manual/ is a topic, and a page's links lead to
// files of the repository.
func TestManualPagesStandAlone(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("assets", "manual", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(assets.Manuals) {
		t.Errorf("assets/manual holds %d pages, the program knows %d topics (%s)", len(files), len(assets.Manuals), strings.Join(assets.ManualTopics(), ", "))
	}
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, ok := assets.ManualFor(strings.TrimSuffix(filepath.Base(f), ".md")); !ok {
			t.Errorf("%s is no topic of cabezacat help", f)
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range regexp.MustCompile(`\]\(([^)#]+)(#[^)]*)?\)`).FindAllStringSubmatch(string(b), -1) {
			if strings.Contains(l[1], "://") {
				continue
			}
			target, err := filepath.Abs(filepath.Join(filepath.Dir(f), l[1]))
			if err != nil || !strings.HasPrefix(target, root+string(filepath.Separator)) {
				t.Errorf("%s links %s, outside the repository", f, l[1])
				continue
			}
			page, err := os.ReadFile(target)
			if err != nil && !os.IsNotExist(err) {
				continue // a folder
			}
			if err != nil {
				t.Errorf("%s links %s, which is not in the repository", f, l[1])
			} else if l[2] != "" && !hasHeading(string(page), l[2][1:]) {
				t.Errorf("%s links %s%s: no such heading there", f, l[1], l[2])
			}
		}
	}
}

// hasHeading reports whether a Markdown page has a heading whose anchor
// (as GitHub makes them: lower case, punctuation dropped, spaces to
// hyphens) is anchor.
func hasHeading(page, anchor string) bool {
	drop := regexp.MustCompile(`[^\p{L}\p{N} -]`)
	for _, l := range strings.Split(page, "\n") {
		if h, ok := strings.CutPrefix(strings.TrimLeft(l, "#"), " "); ok && strings.HasPrefix(l, "#") {
			if strings.ReplaceAll(drop.ReplaceAllString(strings.ToLower(h), ""), " ", "-") == anchor {
				return true
			}
		}
	}
	return false
}
