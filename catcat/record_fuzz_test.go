package catcat

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzParseRecord: no input panics; every error is a *RecordError with a
// place; what parses writes to a text that reads back to the same record
// and is written the same again.
func FuzzParseRecord(f *testing.F) {
	f.Add(exampleRecord)
	// A clocked game's clock line, and damaged ones: free text to the
	// record (its table reads it, see table.ParseRecordClock).
	for _, clock := range []string{"clock: 5+3 cat=4m12.5s catcher=3m59s\n", "clock:\n", "clock: x\nclock: y\n", "clock: \x00\x7f\n"} {
		f.Add(strings.Replace(exampleRecord, "result:", clock+"result:", 1))
	}
	f.Add(strings.Replace(strings.Replace(exampleRecord, "catcat-replay 2", "catcat-replay 1", 1), "date: 2026-11-22", "clock: 1+0 cat=1s catcher=2s", 1))
	for _, c := range damagedRecords {
		f.Add(c.text)
	}
	// Annotated records (version 3), as a review writes them, and damaged ones.
	f.Add(annotatedRecord)
	f.Add(strings.Replace(annotatedRecord, "-2,2 ?? {", "{-2,2}?{{", 1))
	f.Add(strings.Replace(annotatedRecord, "2,0 !", "2 0 !?!", 1))
	files, _ := filepath.Glob(filepath.Join("testdata", "records", "*.catcat"))
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(string(b))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseRecord(text)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) || re.Line < 1 || re.Col < 1 || re.Err == nil {
				t.Fatalf("error without a kind or a place: %#v", err)
			}
			return
		}
		out, err := r.MarshalText()
		if err != nil {
			t.Fatalf("a record read does not write: %v", err)
		}
		back, err := ParseRecord(string(out))
		if err != nil {
			t.Fatalf("written record does not read back: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back, r) {
			t.Fatalf("read back another record:\n%+v\n%+v", r, back)
		}
		again, _ := back.MarshalText()
		if string(again) != string(out) {
			t.Fatalf("written twice differently:\n%s\n%s", out, again)
		}
	})
}
