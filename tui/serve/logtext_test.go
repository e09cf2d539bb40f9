package serve

import (
	"strings"
	"testing"
)

// What a visitor chose reaches the operator's log as text: their TERM
// (escape sequences, a line break, 20,000 characters), their name and
// their client's version are quoted, with control characters as visible
// escapes, and cut; the session is one line in the log, as short as any.
func TestServeLogQuotesWhatAVisitorChose(t *testing.T) {
	ts := startServer(t, nil)
	term := "\x1b[31mred\ncabezacat serve: 2026/11/23 12:00:00 forged line " + strings.Repeat("x", 20000)
	v := visit(t, ts.addr, visitOpts{
		user: "eve\x1b[2J\nforged",
		term: term,
		// The library's client sends no byte below 32 in it; others do.
		clientVersion: "SSH-2.0-evil\x7f\u009b31m\u202e",
	})
	v.await("Catch the Cat")
	v.send("q")
	v.waitClosed()
	ts.awaitLog(t, "closed after")
	logs := ts.logs.String()
	if strings.ContainsAny(logs, "\x1b\x07\r\x7f\u009b\u202e") {
		t.Errorf("the log holds escape sequences:\n%q", logs)
	}
	lines := strings.Split(strings.TrimSuffix(logs, "\n"), "\n")
	opened := 0
	for _, l := range lines {
		if !strings.HasPrefix(l, "cabezacat serve: ") {
			t.Errorf("a line the server did not write: %q", l)
		}
		if len(l) > 500 {
			t.Errorf("a line of %d bytes: %.120q…", len(l), l)
		}
		if strings.Contains(l, " opened (") {
			opened++
			for _, want := range []string{`TERM="\\x1b[31mred\\x0acabezacat serve: 2026/11/23 12:00:00 forged line xxxxxx..."`, `client "SSH-2.0-evil\\x7f\\u009b31m\\u202e"`, `"eve\\x1b[2J\\x0aforged"`} {
				if !strings.Contains(l, want) {
					t.Errorf("the line lacks %s: %q", want, l)
				}
			}
		}
	}
	if opened != 1 || len(lines) != 2 {
		t.Errorf("%d lines, %d of them opened, want 2 and 1:\n%s", len(lines), opened, logs)
	}
}
