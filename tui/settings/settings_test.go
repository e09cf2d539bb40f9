package settings

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/internal/statefile"
)

func TestSettingsRoundTrip(t *testing.T) {
	for _, s := range []Settings{
		{},
		{Theme: "light", ASCII: true, NoColor: true, CabezaLevel: 6, CatcatLevel: 3, KeepBoard: true},
		{Theme: "dark", CabezaLevel: 1, CatcatLevel: 1},
	} {
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		got, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		// The defaults come back spelled out; they mean the same.
		if got.ThemeName() != s.ThemeName() || got.ASCII != s.ASCII || got.NoColor != s.NoColor ||
			got.Cabeza() != s.Cabeza() || got.Catcat() != s.Catcat() || got.TurnBoard() != s.TurnBoard() {
			t.Errorf("%+v came back as %+v (%s)", s, got, data)
		}
	}
	// The defaults are written out, so the file shows what can be set.
	data, _ := Settings{}.MarshalJSON()
	want := `{"version":1,"theme":"dark","ascii":false,"colour":true,"cabeza_level":3,"catcat_level":"medium","turn_board":true}`
	if string(data) != want {
		t.Fatalf("defaults written as\n%s\nwant\n%s", data, want)
	}
}

// Every mistake is refused with its line and what is wrong.
func TestDecodeSaysWhatIsWrongAndWhere(t *testing.T) {
	for text, want := range map[string]string{
		"":    "line 1: the settings end too early",
		"[1]": "line 1: want the settings as an object",
		"{\n\"version\": 1,\n\"colour\": \"yes\"\n}":            `line 3: "colour" must be true or false, not "yes"`,
		"{\"version\": 1,\n\n\"colr\": true}":                   `line 3: no setting is called "colr"`,
		"{\"version\": 2}":                                      "line 1: version 2: this program reads settings of version 1",
		"{\"theme\": \"dark\"}":                                 `line 1: no "version"`,
		"{\"version\": 1,\n\"theme\": \"blue\"}":                `line 2: "theme" must be "dark" or "light", not "blue"`,
		"{\"version\": 1,\n\"cabeza_level\": 7}":                `line 2: "cabeza_level" must be a whole number from 1 to 6, not 7`,
		"{\"version\": 1, \"cabeza_level\": 2.5}":               `"cabeza_level" must be a whole number from 1 to 6, not 2.5`,
		"{\"version\": 1,\n\"catcat_level\": 2}":                `line 2: "catcat_level" must be "easy", "medium" or "hard", not 2`,
		"{\"version\": 1,\n\"ascii\": true,\n\"ascii\": false}": `line 3: "ascii" is given twice (first on line 2)`,
		"{\"version\": 1}\n{}":                                  "line 2: text after the settings' closing brace",
		"{\"version\": 1,\n\"ascii\": tru}":                     "line 2: not JSON",
		"{\"version\": 1,\n\"ascii\": true":                     "line 2: the settings end too early",
	} {
		_, err := Decode([]byte(text))
		var e *Error
		if err == nil || !errors.As(err, &e) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

func TestFileSaveLoadAndMissing(t *testing.T) {
	f := File{filepath.Join(t.TempDir(), "cabezacat", FileName)}
	if s, err := f.Load(); err != nil || s != (Settings{}) {
		t.Fatalf("no file: %+v %v, want the defaults", s, err)
	}
	want := Settings{Theme: "light", ASCII: true, CabezaLevel: 5, CatcatLevel: 3, KeepBoard: true}
	if err := f.Save(want); err != nil {
		t.Fatal(err)
	}
	got, err := f.Load()
	if err != nil || got.ThemeName() != "light" || !got.ASCII || got.Cabeza() != 5 || got.Catcat() != 3 || got.TurnBoard() {
		t.Fatalf("loaded %+v %v", got, err)
	}
	if err := f.Save(Settings{CabezaLevel: 9}); err == nil {
		t.Fatal("saved a level 9")
	}
}

// A damaged file is set aside, named, with the line at fault; the
// program goes on with the defaults and can save again.
func TestFileDamagedIsSetAside(t *testing.T) {
	dir := t.TempDir()
	f := File{filepath.Join(dir, FileName)}
	if err := os.WriteFile(f.Path, []byte("{\"version\": 1,\n\"theme\": \"neon\"}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := f.Load()
	var d *statefile.DamagedError
	if !errors.As(err, &d) || s != (Settings{}) {
		t.Fatalf("%+v %v, want the defaults and a DamagedError", s, err)
	}
	if !strings.Contains(err.Error(), `line 2: "theme" must be "dark" or "light", not "neon"`) || !strings.Contains(err.Error(), d.SetAside) {
		t.Fatalf("the error does not say where and what: %v", err)
	}
	if _, err := os.Stat(f.Path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the damaged file is still in place: %v", err)
	}
	if kept, err := os.ReadFile(d.SetAside); err != nil || !strings.Contains(string(kept), "neon") {
		t.Fatalf("the damaged file was not kept: %q %v", kept, err)
	}
	if err := f.Save(Settings{ASCII: true}); err != nil {
		t.Fatal(err)
	}
	if s, err := f.Load(); err != nil || !s.ASCII {
		t.Fatalf("after saving again: %+v %v", s, err)
	}
	// Not JSON at all: set aside too, with line and column.
	if err := os.WriteFile(f.Path, []byte("{\n\n  oops\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Load(); !errors.As(err, &d) || !strings.Contains(err.Error(), "line 3") {
		t.Fatalf("not JSON: %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	for _, seed := range []string{
		`{"version":1,"theme":"dark","ascii":false,"colour":true,"cabeza_level":3,"catcat_level":"medium","turn_board":true}`,
		"{\"version\": 1,\n\"ascii\": true,\n\"ascii\": false}",
		`{"version":1,"cabeza_level":1e400}`, `{"version":1,"theme":"\u0000"}`, `null`, `{"version":1}{`, "{\"version\":1,\"x\":[[[[[[]]]]]]}",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 || e.Line > 1+strings.Count(string(data), "\n") {
				t.Fatalf("%q: an error without its line: %v", data, err)
			}
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("%q decoded to settings that do not check: %v", data, err)
		}
		again, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(again)
		if err != nil || back.ThemeName() != s.ThemeName() || back.Cabeza() != s.Cabeza() || back.Catcat() != s.Catcat() || back.ASCII != s.ASCII || back.NoColor != s.NoColor || back.KeepBoard != s.KeepBoard {
			t.Fatalf("%q: %+v written and read back as %+v (%v)", data, s, back, err)
		}
	})
}
