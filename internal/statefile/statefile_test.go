package statefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type progress struct {
	Solved []string `json:"solved"`
	Rating float64  `json:"rating"`
}

func TestWriteThenLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "progress.json")
	want := progress{Solved: []string{"p1", "p7"}, Rating: 1612.5}
	if err := WriteJSON(path, want); err != nil {
		t.Fatal(err)
	}
	var got progress
	if err := LoadJSON(path, &got); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got.Solved, ",") != "p1,p7" || got.Rating != 1612.5 {
		t.Fatalf("loaded %+v, wrote %+v", got, want)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v: a user's state is theirs alone", st.Mode().Perm())
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp"))
	if len(left) != 0 {
		t.Fatalf("temporary files left behind: %v", left)
	}
}

func TestMissingFileIsAFreshStart(t *testing.T) {
	got := progress{Rating: 1500}
	if err := LoadJSON(filepath.Join(t.TempDir(), "none.json"), &got); err != nil {
		t.Fatal(err)
	}
	if got.Rating != 1500 {
		t.Fatal("a missing file changed the value")
	}
}

func TestDamagedFileIsSetAsideAndNamed(t *testing.T) {
	for name, content := range map[string]string{
		"truncated":  `{"solved": ["p1", "p`,
		"wrong type": "{\n  \"solved\": [\"p9\"],\n  \"rating\": \"high\"\n}",
		"not json":   "\x00\x01garbage",
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "progress.json")
			os.WriteFile(path, []byte(content), 0o600)
			got := progress{Rating: 1500}
			err := LoadJSON(path, &got)
			var d *DamagedError
			if !errors.As(err, &d) {
				t.Fatalf("err %v, want a DamagedError", err)
			}
			if got.Rating != 1500 || got.Solved != nil {
				t.Fatalf("a damaged file half-filled the value: %+v", got)
			}
			kept, rerr := os.ReadFile(d.SetAside)
			if rerr != nil || string(kept) != content {
				t.Fatalf("the damaged file was not kept whole at %q: %v", d.SetAside, rerr)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Fatal("the damaged file is still in the way")
			}
			if !strings.Contains(err.Error(), d.SetAside) || !strings.Contains(err.Error(), path) {
				t.Fatalf("the message %q does not name both paths", err)
			}
		})
	}
}

func TestDamageSaysWhere(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.json")
	os.WriteFile(path, []byte("{\n  \"rating\": \"high\"\n}"), 0o600)
	err := LoadJSON(path, &progress{})
	if err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("err %v: want the line of the bad value", err)
	}
}

func TestTooLargeIsSetAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.json")
	os.WriteFile(path, make([]byte, MaxSize+1), 0o600)
	var d *DamagedError
	if err := LoadJSON(path, &progress{}); !errors.As(err, &d) || !errors.Is(err, errTooLarge) {
		t.Fatalf("err %v, want too large and set aside", err)
	}
}

func TestSetAsideNeverOverwritesAnEarlierOne(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.json")
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	var names []string
	for i := 0; i < 3; i++ {
		os.WriteFile(path, []byte{'x', byte('0' + i)}, 0o600)
		var d *DamagedError
		if !errors.As(setAside(path, errors.New("bad"), now), &d) {
			t.Fatal("not set aside")
		}
		names = append(names, d.SetAside)
	}
	for i, n := range names {
		b, _ := os.ReadFile(n)
		if string(b) != string([]byte{'x', byte('0' + i)}) {
			t.Fatalf("set-aside %d (%s) holds %q", i, n, b)
		}
	}
}

func TestAFolderInTheWayIsNotSetAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.json")
	os.Mkdir(path, 0o700)
	err := LoadJSON(path, &progress{})
	var d *DamagedError
	if err == nil || errors.As(err, &d) {
		t.Fatalf("err %v: a folder is an error to report, not a file to move", err)
	}
	if st, _ := os.Stat(path); st == nil || !st.IsDir() {
		t.Fatal("the folder was moved")
	}
}

func FuzzLoadJSON(f *testing.F) {
	f.Add([]byte(`{"solved":["a"],"rating":1500}`))
	f.Add([]byte(`{"rating":`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "p.json")
		os.WriteFile(path, data, 0o600)
		var p progress
		err := LoadJSON(path, &p)
		var d *DamagedError
		if err != nil && !errors.As(err, &d) {
			t.Fatalf("a plain file gave %v, not a fresh start", err)
		}
		if err == nil {
			if _, serr := os.Stat(path); serr != nil {
				t.Fatal("a good file was moved")
			}
		}
	})
}
