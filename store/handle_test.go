package store_test

import (
	"strings"
	"testing"

	"cabezacat/store"
)

func TestCheckHandle(t *testing.T) {
	for h, ok := range map[string]bool{
		"al": true, "alice_2": true, "Bob-the-cat": true, strings.Repeat("a", store.MaxHandle): true,
		"a": false, strings.Repeat("a", store.MaxHandle+1): false, "2pac": false, "_x": false, "al__ice": false,
		"alice-": false, "al ice": false, "аlice": false /* Cyrillic а */, "al\x1bice": false, "": false,
	} {
		if err := store.CheckHandle(h); (err == nil) != ok {
			t.Errorf("CheckHandle(%q) = %v, want ok %v", h, err, ok)
		}
	}
}

func TestSkeletonJoinsLookAlikes(t *testing.T) {
	for _, pair := range [][2]string{
		{"alice", "ALICE"}, {"A1ice", "alice"}, {"ALlCE", "alice"}, {"b0b", "BOB"}, {"modern", "rnodern"},
		{"wave", "vvave"}, {"al-ice", "al_ice"}, {"dan", "clan"},
	} {
		if store.Skeleton(pair[0]) != store.Skeleton(pair[1]) {
			t.Errorf("%q and %q read alike but have skeletons %q and %q", pair[0], pair[1], store.Skeleton(pair[0]), store.Skeleton(pair[1]))
		}
	}
	for _, pair := range [][2]string{{"alice", "alicia"}, {"bob", "rob"}, {"mary", "mark"}} {
		if store.Skeleton(pair[0]) == store.Skeleton(pair[1]) {
			t.Errorf("%q and %q share skeleton %q", pair[0], pair[1], store.Skeleton(pair[0]))
		}
	}
}

func FuzzCheckHandle(f *testing.F) {
	for _, s := range []string{"alice", "a-b_c", "A1ice", "\x00", "rn", "аlice", strings.Repeat("z", 40)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		if store.CheckHandle(h) == nil {
			// A valid handle is printable ASCII of bounded length, and
			// its skeleton is never longer than it.
			if len(h) > store.MaxHandle || len(store.Skeleton(h)) > len(h) {
				t.Fatalf("%q passed", h)
			}
			for _, r := range h {
				if r < '-' || r > 'z' {
					t.Fatalf("%q passed with %q", h, r)
				}
			}
		}
	})
}

const edLine = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGb2yQ6eS6yn0Yq0VvKqW4h8xkPpuDWe5tCjLhV8sM7m"

func TestParseKeyLine(t *testing.T) {
	k, err := store.ParseKeyLine("  " + edLine + " alice@laptop \n")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(k.Fingerprint, "SHA256:") || k.Line != edLine {
		t.Fatalf("key %+v", k)
	}
	for line, want := range map[string]string{
		"":                                      "no key",
		"ssh-ed25519 AAAA":                      "not a public key line",
		`command="ls" ` + edLine:                "options before the key",
		edLine + "\n" + edLine:                  "control character",
		edLine + " a\x1b[2Jb":                   "control character",
		strings.Repeat("x", store.MaxKeyLine+1): "at most",
	} {
		if _, err := store.ParseKeyLine(line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseKeyLine(%.40q) = %v, want %q", line, err, want)
		}
	}
}

func FuzzParseKeyLine(f *testing.F) {
	for _, s := range []string{edLine, edLine + " c", `from="x" ` + edLine, "ssh-rsa AAAAB3", "\x00", "ecdsa-sha2-nistp256 AAAA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		k, err := store.ParseKeyLine(line)
		if err == nil && (!strings.HasPrefix(k.Fingerprint, "SHA256:") || k.Line == "" || strings.ContainsAny(k.Line, "\r\n")) {
			t.Fatalf("%q gave %+v", line, k)
		}
	})
}
