package serve

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// rw is typed input and the echo it gets.
type rw struct {
	in  *bytes.Reader
	out bytes.Buffer
}

func (r *rw) Read(p []byte) (int, error)  { return r.in.Read(p) }
func (r *rw) Write(p []byte) (int, error) { return r.out.Write(p) }

func TestReadLine(t *testing.T) {
	for in, want := range map[string]string{
		"alice\r":           "alice",
		"alx\x7fice\r":      "alice",
		"a\x1b[31mb\r":      "a[31mb", // escape dropped, its printable tail kept as typed text
		"  bob  \n":         "bob",
		"abcdefghijklmno\r": "abcdefghij",
	} {
		r := &rw{in: bytes.NewReader([]byte(in))}
		got, err := readLine(r, 10)
		if err != nil || got != want {
			t.Errorf("readLine(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := readLine(&rw{in: bytes.NewReader([]byte("ab\x03"))}, 10); !errors.Is(err, errQuitPrompt) {
		t.Errorf("ctrl+c: %v", err)
	}
	if _, err := readLine(&rw{in: bytes.NewReader([]byte("ab"))}, 10); !errors.Is(err, io.EOF) {
		t.Errorf("a line cut off: %v", err)
	}
}

func FuzzReadLine(f *testing.F) {
	for _, s := range []string{"alice\r", "\x7f\x7f\r", "\x1b[2J\r", "\x00\xff\r", "ab\x03"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		r := &rw{in: bytes.NewReader(in)}
		got, err := readLine(r, 20)
		if err != nil {
			return
		}
		if len(got) > 20 {
			t.Fatalf("%q: a line of %d bytes", in, len(got))
		}
		for _, c := range []byte(got) {
			if c < 0x20 || c >= 0x7f {
				t.Fatalf("%q gave %q", in, got)
			}
		}
		if bytes.ContainsAny(r.out.Bytes(), "\x1b\x00") {
			t.Fatalf("%q echoed a control character: %q", in, r.out.Bytes())
		}
	})
}
