package tui

import (
	"fmt"
	"strconv"
	"unicode"
)

func cabezaLevelName(l int) string { return strconv.Itoa(l) }

// cabezaLevelNotes say what each level does, after the table at
// ai.CabezaLevel (ai has no words for its Cabeza levels, so they live
// here; a test holds the depths and time caps to ai's). Each fits beside
// the form's longest label in 80 columns.
var cabezaLevelNotes = [CabezaMaxLevel - CabezaMinLevel + 1]string{
	"beginner — depth 1: takes a win, parries a threat",
	"novice — depth 2: sees one reply ahead, often random",
	"casual — depth 3, a little random, up to 2 s",
	"club player — depth 4, slightly random, up to 2 s",
	"strong — depth 5, no randomness, up to 4 s",
	"full strength — depth 7, up to 8 s",
}

// cabezaLevelNote says what the level at a choice of the level rows does.
func cabezaLevelNote(choice int) string {
	if choice < 0 || choice >= len(cabezaLevelNotes) {
		return ""
	}
	return cabezaLevelNotes[choice]
}

func newCabezaForm(opts Options) setupForm {
	levels := levelChoices(CabezaMinLevel, CabezaMaxLevel, cabezaLevelName)
	def := CabezaDefaultLevel - CabezaMinLevel
	pos := newTextField(newStyles(opts), "", "standard start", 120, 40, func(r rune) bool {
		return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '/' || r == ' ')
	})
	return setupForm{
		game: "Cabeza",
		keys: defaultFormKeys,
		rows: []formRow{
			{id: "mode", label: "Mode", choices: modes},
			{id: "side", label: "You play", choices: []string{"Red (moves first)", "Blue"}, visible: isMode(modeVsAI)},
			{id: "level", label: "AI level", choices: levels, choice: def, noteFor: cabezaLevelNote, visible: isMode(modeVsAI)},
			{id: "red", label: "Red AI level", choices: levels, choice: def, noteFor: cabezaLevelNote, visible: isMode(modeAIvsAI)},
			{id: "blue", label: "Blue AI level", choices: levels, choice: def, noteFor: cabezaLevelNote, visible: isMode(modeAIvsAI)},
			{id: "fen", label: "Start position", text: &pos, note: "a position string, or empty"},
		},
		rules: rulesCabeza,
		describe: func(f *setupForm) string {
			s := f.cabezaSetup()
			var who string
			switch {
			case s.Red.AI && s.Blue.AI:
				who = fmt.Sprintf("AI level %d (red) against AI level %d (blue)", s.Red.Level, s.Blue.Level)
			case s.Blue.AI:
				who = fmt.Sprintf("you play red against the AI at level %d", s.Blue.Level)
			case s.Red.AI:
				who = fmt.Sprintf("you play blue against the AI at level %d", s.Red.Level)
			default:
				who = "two players at one keyboard"
			}
			if s.Position != "" {
				who += ", from the position string"
			}
			return who
		},
		start: func(f *setupForm) (screen, error) {
			return newCabezaGame(opts, f.cabezaSetup())
		},
	}
}

func (f *setupForm) cabezaSetup() CabezaSetup {
	level := func(id string) int { return f.row(id).choice + CabezaMinLevel }
	s := CabezaSetup{Position: f.value("fen")}
	switch f.value("mode") {
	case modeVsAI:
		if f.row("side").choice == 0 {
			s.Red, s.Blue = Human(), Computer(level("level"))
		} else {
			s.Red, s.Blue = Computer(level("level")), Human()
		}
	case modeHotSeat:
		s.Red, s.Blue = Human(), Human()
	case modeAIvsAI:
		s.Red, s.Blue = Computer(level("red")), Computer(level("blue"))
	}
	return s
}
