package tui

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The arrows between the TUI's packages, as each package's doc says them:
// the project's packages each may import (beside the standard library and
// the Charm modules). Screens (menu, cabezagame, catcatgame, tablescreen)
// import no screen and not the root; nothing but the root and the tests
// builds a screen of another package.
var tuiImports = map[string][]string{
	"tui":                        {"cabeza", "catcat", "tui/analysis", "tui/cabezagame", "tui/catcatgame", "tui/common", "tui/game", "tui/gamesetup", "tui/menu", "tui/noquery", "tui/record", "tui/shell", "tui/table", "tui/tablescreen"},
	"tui/common":                 {"assets", "tui/gamesetup", "tui/record", "tui/table"},
	"tui/gamesetup":              {"ai", "ai/sandbox", "cabeza", "catcat"},
	"tui/record":                 {"cabeza", "catcat", "tui/gamesetup", "tui/table"},
	"tui/components/textfield":   {"tui/common"},
	"tui/components/enginepanel": {"tui/common"},
	"tui/components/movelist":    {"tui/common"},
	"tui/components/confirm":     {"internal/plural", "tui/record"},
	"tui/components/hexboard":    {"catcat", "tui/common"},
	"tui/components/cabezaboard": {"cabeza", "tui/common"},
	"tui/analysis":               {"ai", "tui/common", "tui/components/enginepanel"},
	"tui/game":                   {"tui/analysis", "tui/common", "tui/components/confirm", "tui/components/enginepanel", "tui/components/textfield"},
	"tui/shell":                  {"tui/common"},
	"tui/menu":                   {"internal/plural", "tui/common", "tui/components/textfield", "tui/gamesetup", "tui/record", "tui/table"},
	"tui/cabezagame":             {"ai", "ai/sandbox", "cabeza", "internal/plural", "tui/analysis", "tui/common", "tui/components/cabezaboard", "tui/components/confirm", "tui/components/enginepanel", "tui/components/movelist", "tui/game", "tui/gamesetup", "tui/record"},
	"tui/catcatgame":             {"ai", "catcat", "internal/plural", "tui/analysis", "tui/common", "tui/components/confirm", "tui/components/enginepanel", "tui/components/hexboard", "tui/components/movelist", "tui/game", "tui/gamesetup", "tui/record"},
	"tui/tablescreen":            {"internal/plural", "tui/common", "tui/game", "tui/record", "tui/table"},
	"tui/internal/tuitest":       {},
}

func TestTUIPackagesImportOnlyWhatTheirDocSays(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "cabezacat/tui/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], "cabezacat/")
		allowed, listed := tuiImports[pkg]
		switch {
		case strings.HasPrefix(pkg, "tui/serve") || strings.HasPrefix(pkg, "tui/table") && pkg != "tui/tablescreen" || pkg == "tui/noquery" || pkg == "tui/ptytest":
			continue // packages of their own, with their own tests
		case !listed:
			t.Errorf("%s is not in the list: say what it may import", pkg)
			continue
		}
		seen[pkg] = true
		for _, imp := range fields[1:] {
			if !strings.HasPrefix(imp, "cabezacat/") {
				continue
			}
			imp = strings.TrimPrefix(imp, "cabezacat/")
			if !slices.Contains(allowed, imp) {
				t.Errorf("%s imports %s (it may import %v)", pkg, imp, allowed)
			}
		}
	}
	for pkg := range tuiImports {
		if !seen[pkg] {
			t.Errorf("%s is listed but not found", pkg)
		}
	}
}
