package lesson

import (
	"errors"
	"strings"
	"testing"
)

const goodStep = `step
say A roll.
do Roll.
position oomfhhc3/oo8/10/10/10/10/4M5/10/8OO/3C1FHHOO r 1
goal on M e6
solution Mnn
hint North twice.
`

func TestParseReadsAStep(t *testing.T) {
	c, err := Parse("# a comment\n\ngame cabeza\nlesson one The first\n" + goodStep + "wrong Mn One short.\nmoves 2\n")
	if err != nil {
		t.Fatal(err)
	}
	s := c.Lessons[0].Steps[0]
	if c.Game != Cabeza || c.Lessons[0].ID != "one" || c.Lessons[0].Title != "The first" || s.Line != 5 ||
		s.Say != "A roll." || s.Goal.String() != "on M e6" || s.Moves != 2 || s.Opponent != Waits ||
		len(s.Wrongs) != 1 || s.Wrongs[0] != (Wrong{"Mn", "One short."}) || strings.Join(s.Solution, " ") != "Mnn" {
		t.Fatalf("read %+v", c)
	}
}

// Each error names its line and what is wrong.
func TestParseErrorsSayWhereAndWhat(t *testing.T) {
	head := "game cabeza\nlesson one The first\n"
	for _, c := range []struct{ text, want string }{
		{"", "line 1: no \"game\" line"},
		{"lesson x y\n", "line 1: \"lesson\" before the \"game\" line"},
		{"game chess\n", "line 1: game \"chess\": want cabeza or catcat"},
		{"game cabeza\n", "line 2: no lesson in the file"},
		{"game cabeza\ngame cabeza\n", "line 2: a second \"game\" line"},
		{"game cabeza\nstep\n", "line 2: a step before any lesson"},
		{"game cabeza\nlesson One x\n", "line 2: lesson id \"One\""},
		{"game cabeza\nlesson one\n", "line 2: lesson one has no title"},
		{head + "lesson one again\n", "line 2: lesson one has no step"},
		{head + goodStep + "lesson one again\n", "line 10: a second lesson \"one\""},
		{head + "say hello\n", "line 3: \"say\" outside a step"},
		{head + "step\nfoo bar\n", "line 4: unknown keyword \"foo\""},
		{head + "step\n say x\n", "line 4: a line starts with its keyword"},
		{head + "step\nsay\n", "line 4: \"say\" needs something after it"},
		{head + "step\nsay a\nsay b\n", "line 5: a second \"say\" in the step of line 3"},
		{head + "step\nsay a\n", "line 3: the step has no \"do\""},
		{head + "step\nposition 10/10 r\n", "line 4: position: position string: "},
		{head + "step\ngoal on X e5\n", "line 4: \"X\" is not a piece letter"},
		{head + "step\ngoal on M k5\n", "line 4: "},
		{head + "step\ngoal stands M\n", "line 4: only a Flaco or a Chato stands or lies, not the Mini"},
		{head + "step\ngoal cat 1,1\n", "line 4: goal \"cat\" is for Catch the Cat lessons"},
		{head + "step\ngoal fly\n", "line 4: unknown goal \"fly\""},
		{head + "step\nmoves 9\n", "line 4: moves \"9\": want a number from 1 to 5"},
		{head + "step\nopponent best\n", "line 4: \"opponent best\" is for Catch the Cat lessons"},
		{head + "step\nopponent lazy\n", "line 4: opponent \"lazy\": want waits or best"},
		{head + "step\nwrong Mn\n", "line 4: wrong Mn: say why after the move"},
		{head + goodStep + "solution Mn Mn\n", "line 10: a second \"solution\""},
		{head + strings.Replace(goodStep, "solution Mnn", "solution Mn Mn", 1), "line 3: the solution has 2 moves and the step allows 1"},
		{head + strings.Replace(goodStep, "4M5/", "4M5/", 1) + "step\n", "line 10: the step has no \"say\""},
		{head + strings.Replace(goodStep, "oomfhhc3/oo8/10/10/10/10/4M5/10/8OO/3C1FHHOO", "oomfhh4/oo8/10/10/10/10/4M5/10/8OO/c2C1FHHOO", 1), "line 3: the step's position is a finished game"},
		{"game catcat\nlesson a b\nstep\nsay s\ndo d\nposition CAT 5 0 0 ............C............\ngoal cat 3,0\nsolution 1,0\nhint h\n", "line 3: goal cell 3,0 is off the 5×5 board"},
		{"game catcat\nlesson a b\nstep\nsay s\ndo d\nposition CAT 5 0 0 ............C............\ngoal away 2\nopponent best\nsolution 1,0\nhint h\n", "line 3: \"opponent best\" needs the goal \"wins\""},
		{head + "step\nsay " + strings.Repeat("x", 1001) + "\n", "line 4: line longer than 1000 bytes"},
		{head + "step\nsay \xff\n", "line 4: not UTF-8 text"},
	} {
		_, err := Parse(c.text)
		var pe *ParseError
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s…", c.text, err, c.want)
		}
	}
}

// FuzzParse: no input panics or hangs; an error is a *ParseError with a
// line inside the text; what reads has steps that can be begun and
// played.
func FuzzParse(f *testing.F) {
	f.Add("game cabeza\nlesson one The first\n" + goodStep)
	f.Add("game catcat\nlesson a b\nstep\nsay s\ndo d\nposition CAT 5 0 0 ............C............\ngoal wins\nmoves 2\nopponent best\nsolution 1,0\nhint h\nwrong 0,0 x\n")
	f.Add("game cabeza\nlesson x y\nstep\nstep\n")
	f.Add("game catcat\n\n#\nlesson a b\nstep\ngoal away 3\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		c, err := Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Line > strings.Count(text, "\n")+1 {
				t.Fatalf("%q: error %v", text, err)
			}
			return
		}
		for _, l := range c.Lessons {
			for i := range l.Steps {
				s := &l.Steps[i]
				try := s.Begin()
				for _, mv := range append(append([]string{}, s.Solution...), "1,0", "Mn") {
					if next, _, err := try.Play(mv); err == nil {
						try = next
					}
				}
			}
		}
	})
}
