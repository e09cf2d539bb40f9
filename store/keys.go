package store

import (
	"fmt"
	"strings"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// Key is a public key that logs in as a player.
type Key struct {
	Fingerprint string    // SHA256:…, as OpenSSH shows it
	Line        string    // "type base64", the authorized_keys line without options or comment
	Added       time.Time // when it was added (read back from the store)
}

// KeyOf is the Key of a public key the SSH server saw.
func KeyOf(k gossh.PublicKey) Key {
	return Key{Fingerprint: gossh.FingerprintSHA256(k), Line: strings.TrimSpace(string(gossh.MarshalAuthorizedKey(k)))}
}

// MaxKeyLine bounds a pasted key line (an RSA 16384-bit key is under 3 KiB).
const MaxKeyLine = 8 << 10

// ParseKeyLine reads one authorized_keys line a player pasted: a public
// key, with a comment or not, and nothing else. Options (command=…,
// from=…) are refused, not dropped: they would not apply here, and a
// player who pasted them should know. So are certificates, a second key,
// and control characters.
func ParseKeyLine(line string) (Key, error) {
	line = strings.TrimSpace(line)
	if line == "" {
		return Key{}, fmt.Errorf("no key: paste a line like ssh-ed25519 AAAA… you@host (from ~/.ssh/id_ed25519.pub)")
	}
	if len(line) > MaxKeyLine {
		return Key{}, fmt.Errorf("a key line of %d bytes: at most %d", len(line), MaxKeyLine)
	}
	for i, r := range line {
		if r < 0x20 || r == 0x7f {
			return Key{}, fmt.Errorf("a control character (%q) at byte %d: paste one line", r, i+1)
		}
	}
	k, _, opts, rest, err := gossh.ParseAuthorizedKey([]byte(line))
	if err != nil {
		return Key{}, fmt.Errorf("not a public key line (want TYPE BASE64 [COMMENT]): %v", err)
	}
	if len(opts) > 0 {
		return Key{}, fmt.Errorf("options before the key (%s) are not taken: paste the key alone", opts[0])
	}
	if len(rest) > 0 {
		return Key{}, fmt.Errorf("more than one key: paste one line")
	}
	if _, ok := k.(*gossh.Certificate); ok {
		return Key{}, fmt.Errorf("a certificate: paste the plain public key")
	}
	return KeyOf(k), nil
}
