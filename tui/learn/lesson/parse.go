package lesson

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseError is a line of a lessons file that cannot be read: where and
// what.
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// Limits of a lessons file: they are small, and one that is not is not
// one of ours.
const (
	maxLineLen  = 1000
	maxSize     = 1 << 20
	maxMoves    = 5
	maxSolution = 2 * maxMoves
)

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,39}$`)

// Parse reads a lessons file (the format is in the package's doc). Every
// position, goal and field is checked; whether the solutions solve is a
// test's to show (they need the rules and the solver to play).
func Parse(text string) (Course, error) {
	var c Course
	p := parser{course: &c, ids: map[string]bool{}}
	if len(text) > maxSize {
		return c, &ParseError{1, fmt.Sprintf("the file is larger than %d KiB", maxSize>>10)}
	}
	if !utf8.ValidString(text) {
		return c, &ParseError{1 + strings.Count(text[:invalidAt(text)], "\n"), "not UTF-8 text"}
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		p.line = i + 1
		if err := p.read(strings.TrimRight(line, " \t\r")); err != nil {
			if pe, ok := err.(*ParseError); ok {
				return c, pe // about an earlier line: the step or lesson it ends
			}
			return c, &ParseError{p.line, err.Error()}
		}
	}
	p.line = len(lines)
	if err := p.endStep(); err != nil {
		return c, &ParseError{p.stepLine, err.Error()}
	}
	switch {
	case !p.sawGame:
		return c, &ParseError{p.line, "no \"game\" line: the file names its game first"}
	case len(c.Lessons) == 0:
		return c, &ParseError{p.line, "no lesson in the file"}
	}
	if err := p.endLesson(); err != nil {
		return c, &ParseError{p.lessonLine(), err.Error()}
	}
	return c, nil
}

func invalidAt(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			return i
		}
	}
	return len(s)
}

type parser struct {
	course   *Course
	line     int
	sawGame  bool
	ids      map[string]bool
	step     *Step // the step being read, or nil
	stepLine int
	seen     map[string]bool // the step's fields so far
}

func (p *parser) lessonLine() int {
	return p.course.Lessons[len(p.course.Lessons)-1].Line
}

func (p *parser) read(line string) error {
	if len(line) > maxLineLen {
		return fmt.Errorf("line longer than %d bytes", maxLineLen)
	}
	trimmed := strings.TrimLeft(line, " \t")
	if trimmed == "" || strings.HasPrefix(trimmed, "#") {
		return nil
	}
	if trimmed != line {
		return fmt.Errorf("a line starts with its keyword, not with a space")
	}
	word, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	if !p.sawGame {
		if word != "game" {
			return fmt.Errorf("%q before the \"game\" line: the file names its game first", word)
		}
		switch rest {
		case "cabeza":
			p.course.Game = Cabeza
		case "catcat":
			p.course.Game = Catcat
		default:
			return fmt.Errorf("game %q: want cabeza or catcat", rest)
		}
		p.sawGame = true
		return nil
	}
	switch word {
	case "game":
		return fmt.Errorf("a second \"game\" line: a file holds one game's lessons")
	case "lesson":
		return p.lesson(rest)
	case "step":
		if rest != "" {
			return fmt.Errorf("\"step\" takes nothing after it (got %q)", rest)
		}
		if len(p.course.Lessons) == 0 {
			return fmt.Errorf("a step before any lesson")
		}
		if err := p.endStep(); err != nil {
			return &ParseError{p.stepLine, err.Error()}
		}
		p.step, p.stepLine, p.seen = &Step{Line: p.line, Moves: 1, game: p.course.Game}, p.line, map[string]bool{}
		return nil
	case "say", "do", "position", "goal", "moves", "opponent", "solution", "hint", "wrong":
		if p.step == nil {
			return fmt.Errorf("%q outside a step: a step starts with a \"step\" line", word)
		}
		if rest == "" {
			return fmt.Errorf("%q needs something after it", word)
		}
		if p.seen[word] && word != "wrong" {
			return fmt.Errorf("a second %q in the step of line %d", word, p.stepLine)
		}
		p.seen[word] = true
		return p.field(word, rest)
	}
	return fmt.Errorf("unknown keyword %q: want game, lesson, step, say, do, position, goal, moves, opponent, solution, hint or wrong", word)
}

func (p *parser) lesson(rest string) error {
	if err := p.endStep(); err != nil {
		return &ParseError{p.stepLine, err.Error()}
	}
	if len(p.course.Lessons) > 0 {
		if err := p.endLesson(); err != nil {
			return &ParseError{p.lessonLine(), err.Error()}
		}
	}
	id, title, _ := strings.Cut(rest, " ")
	title = strings.TrimSpace(title)
	switch {
	case !idPattern.MatchString(id):
		return fmt.Errorf("lesson id %q: want lower-case letters, digits and dashes (up to 40)", id)
	case p.ids[id]:
		return fmt.Errorf("a second lesson %q", id)
	case title == "":
		return fmt.Errorf("lesson %s has no title", id)
	}
	p.ids[id] = true
	p.course.Lessons = append(p.course.Lessons, Lesson{ID: id, Title: title, Line: p.line})
	return nil
}

func (p *parser) endLesson() error {
	l := p.course.Lessons[len(p.course.Lessons)-1]
	if len(l.Steps) == 0 {
		return fmt.Errorf("lesson %s has no step", l.ID)
	}
	return nil
}

// endStep checks the step being read and adds it to its lesson.
func (p *parser) endStep() error {
	s := p.step
	if s == nil {
		return nil
	}
	p.step = nil
	for _, f := range []string{"say", "do", "position", "goal", "solution", "hint"} {
		if !p.seen[f] {
			return fmt.Errorf("the step has no %q", f)
		}
	}
	if err := s.Goal.fits(s.start); err != nil {
		return err
	}
	if s.start.over() {
		return fmt.Errorf("the step's position is a finished game")
	}
	if len(s.Solution) > s.Moves {
		return fmt.Errorf("the solution has %d moves and the step allows %d", len(s.Solution), s.Moves)
	}
	if s.Opponent == Best && s.Goal.kind != goalWins {
		return fmt.Errorf("\"opponent best\" needs the goal \"wins\": the best defence is against a win")
	}
	l := &p.course.Lessons[len(p.course.Lessons)-1]
	l.Steps = append(l.Steps, *s)
	return nil
}

func (p *parser) field(word, rest string) error {
	s := p.step
	var err error
	switch word {
	case "say":
		s.Say = rest
	case "do":
		s.Do = rest
	case "hint":
		s.Hint = rest
	case "position":
		s.Position = rest
		s.start, err = parseState(s.game, rest)
	case "goal":
		s.Goal, err = parseGoal(s.game, rest)
	case "moves":
		s.Moves, err = strconv.Atoi(rest)
		if err != nil || s.Moves < 1 || s.Moves > maxMoves {
			err = fmt.Errorf("moves %q: want a number from 1 to %d", rest, maxMoves)
		}
	case "opponent":
		switch rest {
		case "waits":
			s.Opponent = Waits
		case "best":
			s.Opponent = Best
			if s.game != Catcat {
				err = fmt.Errorf("\"opponent best\" is for Catch the Cat lessons (the solver answers); a Cabeza opponent waits")
			}
		default:
			err = fmt.Errorf("opponent %q: want waits or best", rest)
		}
	case "solution":
		s.Solution = strings.Fields(rest)
		if len(s.Solution) > maxSolution {
			err = fmt.Errorf("a solution of %d moves: at most %d", len(s.Solution), maxSolution)
		}
	case "wrong":
		mv, why, _ := strings.Cut(rest, " ")
		why = strings.TrimSpace(why)
		if why == "" {
			err = fmt.Errorf("wrong %s: say why after the move", mv)
		}
		s.Wrongs = append(s.Wrongs, Wrong{mv, why})
	}
	if err != nil && word == "position" {
		return fmt.Errorf("position: %v", err)
	}
	return err
}
