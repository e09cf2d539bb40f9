package quote

import "testing"

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		"plain text, ünïcode":        "plain text, ünïcode",
		"\x1b[2J\x1b]0;t\x07":        `\x1b[2J\x1b]0;t\x07`,
		"line\r\nforged":             `line\x0d\x0aforged`,
		"bidi \u202e override":       `bidi \u202e override`,
		"bad \xff byte, back\\slash": `bad \xff byte, back\slash`,
	} {
		if got := Text(in, 0); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
	if q := Text("\x1b[2J", 0); Text(q, 0) != q {
		t.Errorf("quoting twice: %q, then %q", q, Text(q, 0))
	}
	if got := Text("abcdef", 3); got != "abc..." {
		t.Errorf("cut: %q", got)
	}
}

func FuzzQuote(f *testing.F) {
	f.Add("\x1b[31mred\r\n", 10)
	f.Add("\u202e\xff\\", 0)
	f.Fuzz(func(t *testing.T, s string, max int) {
		q := Text(s, max%1000)
		for _, r := range q {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x202e {
				t.Fatalf("Text(%q) = %q keeps %U", s, q, r)
			}
		}
	})
}
