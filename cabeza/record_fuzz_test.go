package cabeza

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParseRecord: no input panics; every error is a *RecordError with a
// place; what parses writes to a text that reads back to the same game
// and tags and is written the same again.
func FuzzParseRecord(f *testing.F) {
	f.Add(goodRecord)
	for _, c := range damagedRecords {
		f.Add(c.text)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "records", "*.cabeza"))
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(string(b))
		}
	}
	f.Add("[Game \"Cabeza\"]\n[Start \"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 b 200\"]\n[Result \"1/2-1/2\"]\n200... os 1/2-1/2\n")
	f.Add("[Game \"Cabeza\"]\n[Start \"9c/10/10/10/10/1mff6/OO1oo5/OOFoo5/MHhh6/CH8 r 1\"]\n[Result \"0-1\"]\n[Reason \"no-legal-move\"]\n0-1\n")
	// Annotated records, as a review writes them.
	f.Add("[Game \"Cabeza\"]\n[Review \"quick; end +0.12\"]\n[Result \"*\"]\n1. Fn?! {+0.20; best Fne; line Fne hs} hs?? {win 2} 2. Fne! {} *\n")
	f.Add("[Game \"Cabeza\"]\n[Result \"*\"]\n1. Fn!?{a\nb} hs?!? *\n")
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
		if back.Start != r.Start || !reflect.DeepEqual(back.Moves, r.Moves) || back.Status != r.Status || !reflect.DeepEqual(back.Tags, r.Tags) || !reflect.DeepEqual(back.Notes, r.Notes) {
			t.Fatalf("read back another game:\n%+v\n%+v", r, back)
		}
		again, _ := back.MarshalText()
		if string(again) != string(out) {
			t.Fatalf("written twice differently:\n%s\n%s", out, again)
		}
	})
}
