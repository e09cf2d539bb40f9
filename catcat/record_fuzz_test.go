package catcat

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParseRecord: no input panics; every error is a *RecordError with a
// place; what parses writes to a text that reads back to the same record
// and is written the same again.
func FuzzParseRecord(f *testing.F) {
	f.Add(exampleRecord)
	for _, c := range damagedRecords {
		f.Add(c.text)
	}
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
