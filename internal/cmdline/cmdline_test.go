package cmdline

import (
	"fmt"
	"strings"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		err  bool
	}{
		{"cabezacat cabeza engine", []string{"cabezacat", "cabeza", "engine"}, false},
		{`  "./my engine"  -v 'two words' a\ b `, []string{"./my engine", "-v", "two words", "a b"}, false},
		{`x "" y`, []string{"x", "", "y"}, false},
		{`'it''s'`, []string{"its"}, false},
		{`"unclosed`, nil, true},
		{`trailing\`, nil, true},
		{"   ", nil, true},
		{"a\nb", nil, true},
	} {
		got, err := Split(c.in)
		if (err != nil) != c.err || fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("Split(%q) = %q, %v; want %q, error %v", c.in, got, err, c.want, c.err)
		}
	}
}

func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{"a b c", `"a b" 'c'`, `a\ b`, `"`, "\x00", "engine:x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		args, err := Split(s)
		if err == nil && len(args) == 0 {
			t.Fatalf("%q: no error and no program", s)
		}
		if err != nil {
			return
		}
		// Quoting every word again and splitting gives the same words.
		var b strings.Builder
		for _, a := range args {
			b.WriteString("'" + strings.ReplaceAll(a, "'", `'\''`) + "' ")
		}
		again, err := Split(b.String())
		if err != nil || fmt.Sprint(again) != fmt.Sprint(args) {
			t.Fatalf("%q: %q requoted splits to %q, %v", s, args, again, err)
		}
	})
}
