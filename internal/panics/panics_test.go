package panics

import (
	"strings"
	"sync"
	"testing"
)

func TestCatchReturnsThePanicWithItsStack(t *testing.T) {
	if p := Catch(func() {}); p != nil {
		t.Fatalf("a function that returned: %v", p)
	}
	p := Catch(func() { panic("boom\x1b[2J\nforged line") })
	if p == nil {
		t.Fatal("the panic was not caught")
	}
	if got, want := p.Words(), `"boom\x1b[2J\nforged line"`; got != want {
		t.Errorf("words %s, want %s", got, want)
	}
	if r := p.Report("a test"); !strings.HasPrefix(r, `panic in a test: "boom`) || !strings.Contains(r, "panics_test.go") {
		t.Errorf("the report has no stack of the panic:\n%s", r)
	}
	var nilMap map[string]int
	if p := Catch(func() { nilMap["x"] = 1 }); p == nil || !strings.Contains(p.Words(), "nil map") {
		t.Errorf("a runtime error: %v", p)
	}
	long := Catch(func() { panic(strings.Repeat("é", 1000)) })
	if n := len([]rune(long.Words())); n > maxWords+3 {
		t.Errorf("%d characters of words", n)
	}
}

func TestGoAndFuncReportInsteadOfEndingTheProcess(t *testing.T) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	var reports []string
	report := func(p *Panic) {
		defer wg.Done()
		mu.Lock()
		reports = append(reports, p.Words())
		mu.Unlock()
	}
	wg.Add(2)
	Go(func() { panic("in a goroutine") }, report)
	go Func(func() { panic("in a timer") }, report)()
	wg.Wait()
	if len(reports) != 2 {
		t.Fatalf("reports: %v", reports)
	}
	// A report that panics too is dropped, and so is a nil report.
	Run(func() { panic("x") }, func(*Panic) { panic("y") })
	Run(func() { panic("x") }, nil)
}
