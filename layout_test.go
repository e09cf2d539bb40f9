package main

import (
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// module is this repository's module path; the layout speaks of the
// packages under it.
const module = "cabezacat"

// arrow says which of the project's packages a package may import. Both
// sides are paths below the module; a pattern ending in "/..." stands
// for the folder and everything below it, as in the go command.
type arrow struct {
	pkg    string   // the package (or pattern) the rule is about
	may    []string // what its code may import of the project
	reason string   // why, for the reader of a failure
	tests  []string // what its tests may import besides (external tests sit above the package)
}

// listed is what `go list -json` says of one package.
type listed struct {
	ImportPath   string
	Imports      []string
	TestImports  []string
	XTestImports []string
	Deps         []string
}

// matches reports whether the package path p (below the module) is pat or,
// for "x/...", x or below it.
func matches(pat, p string) bool {
	if base, ok := strings.CutSuffix(pat, "/..."); ok {
		return p == base || strings.HasPrefix(p, base+"/")
	}
	return p == pat
}

// ruleFor is the first arrow whose pattern matches p.
func ruleFor(arrows []arrow, p string) (arrow, bool) {
	for _, a := range arrows {
		if matches(a.pkg, p) {
			return a, true
		}
	}
	return arrow{}, false
}

// mayImport reports whether rule a lets its package import q (below the
// module). A package may always import what is below itself.
func mayImport(a arrow, self, q string) bool {
	if strings.HasPrefix(q, self+"/") {
		return true
	}
	for _, m := range a.may {
		if matches(m, q) {
			return true
		}
	}
	return false
}

// layoutViolations lists every import of the project's code that no arrow
// allows, and every package that no arrow names. Test files may import
// what the code may, plus the test helpers in testOnly.
func layoutViolations(pkgs []listed, arrows []arrow, testOnly []string) []string {
	var bad []string
	for _, p := range pkgs {
		self, ok := strings.CutPrefix(p.ImportPath, module+"/")
		if !ok {
			if p.ImportPath == module {
				self = "."
			} else {
				continue
			}
		}
		a, ok := ruleFor(arrows, self)
		if !ok {
			bad = append(bad, self+": no layout rule names this package; add one to the arrows in layout_test.go")
			continue
		}
		check := func(imports []string, test bool) {
			for _, imp := range imports {
				q, ok := strings.CutPrefix(imp, module+"/")
				if !ok || mayImport(a, self, q) {
					continue
				}
				if test && (q == self || mayImport(arrow{may: append(append([]string{}, testOnly...), a.tests...)}, self, q)) {
					continue
				}
				kind := "imports"
				if test {
					kind = "tests import"
				}
				bad = append(bad, self+" "+kind+" "+q+" ("+a.reason+")")
			}
		}
		check(p.Imports, false)
		check(append(append([]string{}, p.TestImports...), p.XTestImports...), true)
	}
	sort.Strings(bad)
	return bad
}

// statSources looks at every Go file of the module. go list reads them in
// another process, which go test's cache does not see: without this, a
// cached pass would survive a change of imports.
func statSources(t *testing.T) {
	t.Helper()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") {
			_, err = os.Stat(p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// projectPackages lists the module's packages as `go list -json` reads
// them.
func projectPackages(t *testing.T) []listed {
	t.Helper()
	statSources(t)
	cmd := exec.Command("go", "list", "-json", "./...")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -json ./...: %v", err)
	}
	var pkgs []listed
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) == 0 {
		t.Fatal("go list found no packages")
	}
	return pkgs
}

func TestLayoutViolationsCatchesForbiddenArrows(t *testing.T) {
	arrows := []arrow{
		{"rules", nil, "rules import nothing", nil},
		{"ui/screenA", []string{"ui/common", "rules"}, "screens import no screen", []string{"ui/screenC"}},
		{"ui/common", []string{"rules"}, "common", nil},
		{"ui/internal/uitest", []string{"ui/common"}, "test helper", nil},
	}
	pkgs := []listed{
		{ImportPath: module + "/rules", Imports: []string{"fmt"}},
		{ImportPath: module + "/ui/screenA", Imports: []string{module + "/ui/common", module + "/ui/screenB"},
			TestImports: []string{module + "/ui/internal/uitest"}, XTestImports: []string{module + "/ui/screenA", module + "/ui/screenC"}},
		{ImportPath: module + "/ui/common", Imports: []string{module + "/rules"}, XTestImports: []string{module + "/ui/screenA"}},
		{ImportPath: module + "/ui/screenB"},
		{ImportPath: "other/module", Imports: []string{module + "/ui/screenB"}},
	}
	got := layoutViolations(pkgs, arrows, []string{"ui/internal/..."})
	want := []string{
		"ui/common tests import ui/screenA (common)",
		"ui/screenA imports ui/screenB (screens import no screen)",
		"ui/screenB: no layout rule names this package; add one to the arrows in layout_test.go",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("violations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestLayoutMatchesFolderPatterns(t *testing.T) {
	for _, c := range []struct {
		pat, p string
		want   bool
	}{
		{"tui/components/...", "tui/components/hexboard", true},
		{"tui/components/...", "tui/components", true},
		{"tui/components/...", "tui/componentsx", false},
		{"tui", "tui/common", false},
		{"ai/search", "ai/search", true},
	} {
		if got := matches(c.pat, c.p); got != c.want {
			t.Errorf("matches(%q, %q) = %v, want %v", c.pat, c.p, got, c.want)
		}
	}
}

// The project's arrows (DESIGN.md, "Layout"): the rules packages import
// nothing of ours; the engines import the rules and each other only
// downward (the kernel below both games, each game's engine below its
// console, agents and matches); nothing under ai imports tui; screens
// import no screen and not the root.
var arrows = []arrow{
	{".", []string{"ai/...", "cabeza", "catcat", "internal/...", "tui", "tui/serve", "tui/common", "tui/settings", "assets", "store"}, "the command line may call everything", nil},
	{"cabeza", nil, "the rules import nothing of the project", nil},
	{"catcat", nil, "the rules import nothing of the project", nil},
	{"assets", nil, "embedded files import nothing", nil},
	{"internal/quote", nil, "quoting a stranger's text imports nothing of the project", nil},
	{"internal/cmdline", nil, "splitting a command line imports nothing of the project", nil},
	{"internal/...", nil, "small shared pieces import nothing of the project", nil},

	{"ai/search", nil, "the search kernel knows no game", []string{"ai/..."}},
	{"ai/forfeit", nil, "the failure kinds know no game", []string{"ai/..."}},
	{"ai/internal/...", nil, "the engines' internal helpers know no game", []string{"ai/..."}},
	{"ai/sandbox/uids", nil, "leasing uids knows no program", []string{"ai/..."}},
	{"ai/sandbox/tempdirs", nil, "the private places know no program", []string{"ai/..."}},
	{"ai/sandbox/sandboxtest", nil, "the sandbox's test helpers import nothing of ours (the sandbox's tests import them)", nil},
	{"ai/sandbox/coursebuild", []string{"assets", "ai/sandbox", "ai/sandbox/uids", "ai/sandbox/tempdirs", "internal/quote"}, "the compiler runs contained, knowing no game", []string{"ai/..."}},
	{"ai/sandbox", []string{"ai/sandbox/uids", "ai/sandbox/tempdirs"}, "the sandbox knows no game and no compiler", []string{"ai/..."}},
	{"ai/cabezaengine", []string{"cabeza", "ai/search"}, "the Cabeza engine knows its rules and the kernel", []string{"ai/..."}},
	{"ai/cabezaengine/internal/tune", []string{"cabeza", "ai/search", "ai/cabezaengine", "ai/cabezamatch", "ai/internal/cputime"}, "the fit of the evaluation's weights plays the engine from a match's openings", nil},
	{"ai/cabezaconsole", []string{"cabeza", "ai/search", "ai/cabezaengine", "ai/forfeit", "ai/sandbox", "internal/cmdline", "internal/quote"}, "the console drives the engine or another program", []string{"ai/..."}},
	{"ai/cabezamatch", []string{"cabeza", "ai/search", "ai/cabezaengine", "ai/cabezaconsole", "ai/forfeit", "internal/cmdline"}, "a match plays engines and programs (through the console)", []string{"ai/..."}},
	{"ai/catcatboard", []string{"catcat"}, "the hex tables know only the rules", []string{"ai/..."}},
	{"ai/catcatsolve", []string{"catcat", "ai/catcatboard", "internal/..."}, "the solver knows the rules and the tables", []string{"ai/..."}},
	{"ai/catcatagent", []string{"catcat", "ai/search", "ai/catcatboard", "ai/catcatsolve", "internal/..."}, "the agents use the solver", []string{"ai/..."}},
	{"ai/cabezaprove", []string{"cabeza"}, "the exact prover knows only the rules", []string{"ai/..."}},
	{"ai/review", []string{"cabeza", "catcat", "ai/search", "ai/cabezaengine", "ai/cabezaprove", "ai/catcatsolve", "ai/catcatagent", "internal/..."}, "a review runs both games' engines over a game", []string{"ai/..."}},
	{"ai/puzzle", []string{"cabeza", "catcat", "assets", "ai/search", "ai/cabezaengine", "ai/cabezaprove", "ai/catcatsolve", "ai/catcatagent", "internal/..."}, "the puzzles are proven by both games' engines", []string{"ai/..."}},
	{"ai/arena", []string{"catcat", "ai/catcatagent", "ai/forfeit", "ai/internal/...", "ai/sandbox", "ai/sandbox/tempdirs", "internal/..."}, "the arena runs agents and programs", []string{"ai/..."}},

	{"store/storetest", []string{"store"}, "the stores tests open know only the store", nil},
	{"store", []string{"internal/..."}, "the server's database knows no screen and no table", nil},

	{"tui/table", []string{"cabeza", "catcat", "internal/..."}, "the tables know the rules, not the terminal", nil},
	{"tui/noquery", nil, "a test guard imports nothing", nil},
	{"tui/ptytest", nil, "a test helper imports nothing", nil},
	{"tui/internal/hotseat", []string{"catcat", "tui/cabezagame", "tui/catcatgame", "tui/common", "tui/gamesetup"}, "the hot-seat screens for tests above the games", nil},
	{"tui/internal/...", nil, "the TUI's test helpers import nothing of ours", nil},
	{"tui/serve", []string{"tui", "tui/settings", "tui/table", "internal/...", "store"}, "the server hosts the root and keeps the store", []string{"store/storetest"}},
	{"tui", []string{"tui/...", "cabeza", "catcat", "assets", "internal/..."}, "the root knows every screen", nil},
	{"tui/common", []string{"assets", "tui/gamesetup", "tui/record", "tui/settings", "tui/table"}, "what every screen shares knows no screen", nil},
	{"tui/settings", []string{"internal/...", "tui/gamesetup"}, "the settings know the levels, no screen", nil},
	{"tui/gamesetup", []string{"ai/cabezaconsole", "ai/catcatagent", "internal/cmdline", "cabeza", "catcat", "tui/table"}, "who plays a game knows the players, no screen", nil},
	{"tui/record", []string{"cabeza", "catcat", "tui/gamesetup", "tui/table"}, "records know the games, no screen", nil},
	{"tui/components/...", []string{"cabeza", "catcat", "internal/...", "tui/common", "tui/record"}, "a widget knows no screen and no other widget", nil},
	{"tui/analysis", []string{"ai/search", "internal/...", "tui/common", "tui/components/enginepanel"}, "the analysis runner knows no game screen", nil},
	{"tui/game", []string{"tui/analysis", "tui/common", "tui/components/..."}, "what a game screen is, whatever the game, knows neither game", nil},
	{"tui/shell", []string{"tui/common"}, "the frame every screen runs in knows no screen", []string{"tui/cabezagame", "tui/catcatgame", "tui/gamesetup"}},
	{"tui/menu", []string{"internal/...", "tui/common", "tui/components/...", "tui/gamesetup", "tui/record", "tui/settings", "tui/table"}, "a screen imports no other screen", screenTests},
	{"tui/cabezagame", []string{"ai/cabezaconsole", "ai/cabezaengine", "ai/search", "cabeza", "internal/...", "tui/analysis", "tui/common", "tui/components/...", "tui/game", "tui/gamesetup", "tui/record", "tui/table"}, "a screen imports no other screen", screenTests},
	{"tui/catcatgame", []string{"ai/catcatagent", "ai/search", "catcat", "internal/...", "tui/analysis", "tui/common", "tui/components/...", "tui/game", "tui/gamesetup", "tui/record"}, "a screen imports no other screen", screenTests},
	{"tui/learn/lesson", []string{"assets", "cabeza", "catcat", "ai/catcatsolve"}, "the lessons' data and judge know the rules and the solver, not the terminal", nil},
	{"tui/learn", []string{"internal/...", "tui/analysis", "tui/common", "tui/game", "tui/record"}, "a screen imports no other screen", screenTests},
	{"tui/review", []string{"ai/review", "ai/search", "cabeza", "catcat", "internal/...", "tui/common", "tui/components/...", "tui/record"}, "a screen imports no other screen", screenTests},
	{"tui/puzzles", []string{"ai/puzzle", "cabeza", "catcat", "internal/...", "tui/common", "tui/components/...", "tui/record"}, "a screen imports no other screen", screenTests},
	{"tui/tablescreen", []string{"internal/...", "tui/common", "tui/components/...", "tui/game", "tui/record", "tui/table"}, "a screen imports no other screen", screenTests},
}

// screenTests: a screen's tests run it in the shell, with real engines.
var screenTests = []string{"tui/shell", "ai/...", "tui/components/..."}

// testHelpers may be imported by any package's tests.
var testHelpers = []string{"ai/internal/...", "ai/sandbox/sandboxtest", "tui/ptytest", "tui/noquery", "tui/internal/...", "assets", "cabeza", "catcat"}

func TestLayoutArrows(t *testing.T) {
	for _, v := range layoutViolations(projectPackages(t), arrows, testHelpers) {
		t.Error(v)
	}
}

// The UI libraries stay in tui: the rules, the engines and the tables
// never reach them, not even through another package.
func TestLayoutKeepsTheUIInTui(t *testing.T) {
	ui := []string{"github.com/charmbracelet/bubbletea", "github.com/charmbracelet/lipgloss", "github.com/charmbracelet/bubbles"}
	sawUI := false
	for _, p := range projectPackages(t) {
		self := strings.TrimPrefix(p.ImportPath, module+"/")
		inUI := self == module || self == "tui" || strings.HasPrefix(self, "tui/") && !matches("tui/table/...", self)
		for _, d := range p.Deps {
			for _, u := range ui {
				if d != u && !strings.HasPrefix(d, u+"/") {
					continue
				}
				if inUI {
					sawUI = true
				} else {
					t.Errorf("%s depends on %s: only tui and the command line may", self, d)
				}
			}
		}
	}
	if !sawUI {
		t.Fatal("no tui package depends on bubbletea: the check above would be blind")
	}
}
