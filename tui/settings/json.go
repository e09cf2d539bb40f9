package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"cabezacat/tui/gamesetup"
)

// The settings as JSON, the local config file's format and the server's
// per-account blob alike:
//
//	{
//	  "version": 1,
//	  "theme": "dark",
//	  "ascii": false,
//	  "colour": true,
//	  "cabeza_level": 3,
//	  "catcat_level": "medium",
//	  "turn_board": true
//	}
//
// Every field but "version" may be left out (its default). Decode is
// strict: an unknown name, a name given twice, a value of the wrong kind
// or out of range, text after the object: each is an error that says
// which line.

// fileForm is the JSON as Marshal writes it (field order kept).
type fileForm struct {
	Version     int    `json:"version"`
	Theme       string `json:"theme"`
	ASCII       bool   `json:"ascii"`
	Colour      bool   `json:"colour"`
	CabezaLevel int    `json:"cabeza_level"`
	CatcatLevel string `json:"catcat_level"`
	TurnBoard   bool   `json:"turn_board"`
}

// MarshalJSON writes every setting, the defaults spelled out, so a person
// reading the file sees what they can change.
func (s Settings) MarshalJSON() ([]byte, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	return json.Marshal(fileForm{
		Version: Version, Theme: s.ThemeName(), ASCII: s.ASCII, Colour: !s.NoColor,
		CabezaLevel: s.Cabeza(), CatcatLevel: gamesetup.CatcatLevelName(s.Catcat()), TurnBoard: s.TurnBoard(),
	})
}

// UnmarshalJSON is Decode.
func (s *Settings) UnmarshalJSON(data []byte) error {
	got, err := Decode(data)
	if err != nil {
		return err
	}
	*s = got
	return nil
}

// Error is what is wrong with settings read, and on which line.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// lineAt is the line (from 1) of byte offset off in data.
func lineAt(data []byte, off int64) int {
	off = max(0, min(off, int64(len(data))))
	return 1 + bytes.Count(data[:off], []byte("\n"))
}

// Decode reads settings written by Marshal (or by a person), strictly.
func Decode(data []byte) (Settings, error) {
	var s Settings
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	fail := func(off int64, format string, a ...any) (Settings, error) {
		return Settings{}, &Error{lineAt(data, off), fmt.Sprintf(format, a...)}
	}
	syntax := func(err error) (Settings, error) {
		var syn *json.SyntaxError
		switch {
		case errors.As(err, &syn):
			return fail(syn.Offset, "not JSON: %v", syn)
		case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
			return fail(int64(len(data)), "the settings end too early (a } or a value is missing)")
		}
		return fail(dec.InputOffset(), "%v", err)
	}
	tok, err := dec.Token()
	if err != nil {
		return syntax(err)
	}
	if tok != json.Delim('{') {
		return fail(dec.InputOffset(), "want the settings as an object in braces {…}, not %v", tok)
	}
	seen := map[string]int{}
	for dec.More() {
		keyTok, err := dec.Token()
		if err != nil {
			return syntax(err)
		}
		at := dec.InputOffset() // the end of the name: its line
		name, _ := keyTok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return syntax(err)
		}
		line := lineAt(data, at)
		if first, ok := seen[name]; ok {
			return fail(at, "%q is given twice (first on line %d)", name, first)
		}
		seen[name] = line
		if err := s.set(name, raw); err != nil {
			return fail(at, "%v", err)
		}
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return syntax(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		if err != nil {
			return syntax(err)
		}
		return fail(dec.InputOffset(), "text after the settings' closing brace")
	}
	if _, ok := seen["version"]; !ok {
		return fail(0, `no "version": the settings begin {"version": %d, …}`, Version)
	}
	return s, nil
}

// set reads one named setting's value.
func (s *Settings) set(name string, raw json.RawMessage) error {
	flag := func(what string) (bool, error) {
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return false, fmt.Errorf("%q must be true or false, not %s", what, clip(raw))
		}
		return b, nil
	}
	var err error
	switch name {
	case "version":
		var v json.Number
		if json.Unmarshal(raw, &v) != nil || v.String() != fmt.Sprint(Version) {
			return fmt.Errorf("version %s: this program reads settings of version %d", clip(raw), Version)
		}
	case "theme":
		var t string
		if json.Unmarshal(raw, &t) != nil || !isTheme(t) {
			return fmt.Errorf(`"theme" must be %s, not %s`, quoted(Themes), clip(raw))
		}
		s.Theme = t
	case "ascii":
		s.ASCII, err = flag(name)
	case "colour":
		var on bool
		on, err = flag(name)
		s.NoColor = !on
	case "turn_board":
		var on bool
		on, err = flag(name)
		s.KeepBoard = !on
	case "cabeza_level":
		var n json.Number
		lv, nerr := int64(0), json.Unmarshal(raw, &n)
		if nerr == nil {
			lv, nerr = n.Int64()
		}
		if nerr != nil || lv < gamesetup.CabezaMinLevel || lv > gamesetup.CabezaMaxLevel {
			return fmt.Errorf(`"cabeza_level" must be a whole number from %d to %d, not %s`, gamesetup.CabezaMinLevel, gamesetup.CabezaMaxLevel, clip(raw))
		}
		s.CabezaLevel = int(lv)
	case "catcat_level":
		var t string
		names := catcatLevelNames()
		if json.Unmarshal(raw, &t) == nil {
			for i, n := range names {
				if t == n {
					s.CatcatLevel = gamesetup.CatcatMinLevel + i
					return nil
				}
			}
		}
		return fmt.Errorf(`"catcat_level" must be %s, not %s`, quoted(names), clip(raw))
	default:
		return fmt.Errorf("no setting is called %s (the settings: version, theme, ascii, colour, cabeza_level, catcat_level, turn_board)", clip([]byte(fmt.Sprintf("%q", name))))
	}
	return err
}

// clip is a value as the file has it, cut short for a message.
func clip(raw []byte) string {
	s := strings.Join(strings.Fields(string(raw)), " ")
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

func quoted(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}
