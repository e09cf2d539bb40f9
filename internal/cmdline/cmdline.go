package cmdline

import (
	"fmt"
	"strings"
)

// Split splits a command line into a program and its arguments
// the way a shell would for plain words and quotes, without running a
// shell: 'single' and "double" quotes group words, and a backslash
// outside single quotes takes the next character as it is.
//
//	cabezacat cabeza engine --dialect original
//	"./my engine" -v 'two words'
func Split(line string) ([]string, error) {
	var args []string
	var word strings.Builder
	inWord := false
	var quote rune
	escaped := false
	for i, r := range line {
		switch {
		case escaped:
			word.WriteRune(r)
			escaped = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				word.WriteRune(r)
			}
		case r == '\\':
			escaped, inWord = true, true
		case quote == '"':
			if r == '"' {
				quote = 0
			} else {
				word.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				args = append(args, word.String())
				word.Reset()
				inWord = false
			}
		case r < ' ' || r == 0x7f:
			return nil, fmt.Errorf("control character %q at %d", r, i)
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	switch {
	case escaped:
		return nil, fmt.Errorf("a backslash ends the command")
	case quote != 0:
		return nil, fmt.Errorf("unclosed %c quote", quote)
	}
	if inWord {
		args = append(args, word.String())
	}
	if len(args) == 0 {
		return nil, fmt.Errorf("empty command: want a program and its arguments")
	}
	return args, nil
}
