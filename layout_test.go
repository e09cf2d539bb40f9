package main

import (
	"encoding/json"
	"io"
	"os/exec"
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
				if test && mayImport(arrow{may: testOnly}, self, q) {
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

// projectPackages lists the module's packages as `go list -json` reads
// them.
func projectPackages(t *testing.T) []listed {
	t.Helper()
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
		{"rules", nil, "rules import nothing"},
		{"ui/screenA", []string{"ui/common", "rules"}, "screens import no screen"},
		{"ui/common", []string{"rules"}, "common"},
		{"ui/internal/uitest", []string{"ui/common"}, "test helper"},
	}
	pkgs := []listed{
		{ImportPath: module + "/rules", Imports: []string{"fmt"}},
		{ImportPath: module + "/ui/screenA", Imports: []string{module + "/ui/common", module + "/ui/screenB"},
			TestImports: []string{module + "/ui/internal/uitest"}},
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
