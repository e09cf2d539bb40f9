package menu

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/gamesetup"
)

func cabezaLevelName(l int) string { return strconv.Itoa(l) }

// cabezaLevelNotes say what each level does, after the table at
// cabezaengine.Level (the engine has no words for its levels, so they live
// here; a test holds the depths and time caps to the engine's). Each fits beside
// the form's longest label in 80 columns.
var cabezaLevelNotes = [gamesetup.CabezaMaxLevel - gamesetup.CabezaMinLevel + 1]string{
	"beginner — depth 1: takes a win, parries a threat",
	"novice — depth 2: sees one reply ahead, often random",
	"casual — depth 3, a little random, up to 2 s",
	"club player — depth 4, slightly random, up to 2 s",
	"strong — depth 5, no randomness, up to 4 s",
	"full strength — depth 7, up to 8 s",
}

// cabezaLevelNote says what the level at a choice of the level rows does.
func cabezaLevelNote(choice int) string {
	if choice == cabezaEngineChoice {
		return "its command goes below"
	}
	if choice < 0 || choice >= len(cabezaLevelNotes) {
		return ""
	}
	return cabezaLevelNotes[choice]
}

// The last choice of an AI level row is an engine program, whose command
// the row's engine field (shown only then) takes.
const (
	cabezaEngineChoiceName = "engine program"
	cabezaEngineChoice     = gamesetup.CabezaMaxLevel - gamesetup.CabezaMinLevel + 1
)

// engineField is a text row for an engine program's command line: any
// printable text (paths, quotes, flags).
func engineField(opts common.Options) *textinput.Model {
	f := textfield.New(common.NewStyles(opts), "", "e.g. cabezacat cabeza engine --dialect original", 300, 40, unicode.IsPrint)
	return &f
}

// engineTimeField is a text row for an engine program's time per move
// (empty: the default, DefaultEngineTime).
func engineTimeField(opts common.Options) *textinput.Model {
	f := textfield.New(common.NewStyles(opts), "", gamesetup.DefaultEngineTime.String(), 12, 12, func(r rune) bool {
		return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.')
	})
	return &f
}

// engineTimeNote is the note of a time per move row.
var engineTimeNote = "the engine's time per move: 2s, 500ms, 1m (" + gamesetup.EngineTimeRange + ")"

// choosesEngine shows a row when the level row id is shown and set to an
// engine program.
func choosesEngine(id, mode string) func(f *setupForm) bool {
	return func(f *setupForm) bool {
		return f.value("mode") == mode && f.row(id).choice == cabezaEngineChoice
	}
}

func newCabezaForm(opts common.Options) setupForm {
	levels := append(levelChoices(gamesetup.CabezaMinLevel, gamesetup.CabezaMaxLevel, cabezaLevelName), cabezaEngineChoiceName)
	def := opts.Settings.Cabeza() - gamesetup.CabezaMinLevel // the player's default (settings)
	pos := textfield.New(common.NewStyles(opts), "", "standard start", 120, 40, func(r rune) bool {
		return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '/' || r == ' ')
	})
	return setupForm{
		game: "Cabeza",
		keys: defaultFormKeys,
		rows: []formRow{
			{id: "mode", label: "Mode", choices: modes},
			{id: "side", label: "You play", choices: []string{"Red (moves first)", "Blue"}, visible: isMode(modeVsAI)},
			{id: "level", label: "AI level", choices: levels, choice: def, noteFor: cabezaLevelNote, visible: isMode(modeVsAI)},
			{id: "engine", label: "Engine command", text: engineField(opts), visible: choosesEngine("level", modeVsAI)},
			{id: "enginetime", label: "Time per move", text: engineTimeField(opts), note: engineTimeNote, visible: choosesEngine("level", modeVsAI)},
			{id: "red", label: "Red AI level", choices: levels, choice: def, noteFor: cabezaLevelNote, visible: isMode(modeAIvsAI)},
			{id: "redengine", label: "Red engine", text: engineField(opts), typed: "red's engine command", visible: choosesEngine("red", modeAIvsAI)},
			{id: "redenginetime", label: "Red time/move", text: engineTimeField(opts), typed: "red's time per move", note: engineTimeNote, visible: choosesEngine("red", modeAIvsAI)},
			{id: "blue", label: "Blue AI level", choices: levels, choice: def, noteFor: cabezaLevelNote, visible: isMode(modeAIvsAI)},
			{id: "blueengine", label: "Blue engine", text: engineField(opts), typed: "blue's engine command", visible: choosesEngine("blue", modeAIvsAI)},
			{id: "blueenginetime", label: "Blue time/move", text: engineTimeField(opts), typed: "blue's time per move", note: engineTimeNote, visible: choosesEngine("blue", modeAIvsAI)},
			{id: "fen", label: "Start position", text: &pos, note: "a position string, or empty"},
		},
		rules: common.RulesCabeza,
		describe: func(f *setupForm) string {
			s := f.cabezaSetup()
			var who string
			switch {
			case s.Red.AI && s.Blue.AI:
				who = fmt.Sprintf("%s (red) against %s (blue)", formAIName(s.Red), formAIName(s.Blue))
			case s.Blue.AI:
				who = fmt.Sprintf("you play red against %s", formAIName(s.Blue))
			case s.Red.AI:
				who = fmt.Sprintf("you play blue against %s", formAIName(s.Red))
			default:
				who = "two players at one keyboard"
			}
			if s.Position != "" {
				who += ", from the position string"
			}
			return who
		},
		start: func(f *setupForm) (tea.Msg, error) {
			s := f.cabezaSetup()
			for _, p := range []gamesetup.Player{s.Red, s.Blue} {
				if p.AI && p.Engine == "" && p.Level == 0 {
					return nil, errors.New("type the engine program's command (or choose an AI level)")
				}
			}
			if err := f.engineTimeErr(); err != nil {
				return nil, err
			}
			return common.StartCabezaMsg{Setup: s}, nil
		},
	}
}

// engineTimeErr says what is wrong with a shown time per move row, naming
// the row.
func (f *setupForm) engineTimeErr() error {
	for i, r := range f.rows {
		if r.text == nil || !strings.HasSuffix(r.id, "enginetime") || !f.Shown(i) {
			continue
		}
		if _, err := gamesetup.ParseEngineTime(f.value(r.id)); err != nil {
			return fmt.Errorf("%s %v", r.label, err)
		}
	}
	return nil
}

// formAIName names a computer side in the form's summary.
func formAIName(p gamesetup.Player) string {
	if p.Engine == "" {
		if p.Level == 0 {
			return "an engine program"
		}
		return fmt.Sprintf("the AI at level %d", p.Level)
	}
	name := "the " + gamesetup.AIName(p)
	if p.EngineTime > 0 {
		name += fmt.Sprintf(" (%v a move)", p.EngineTime)
	}
	return name
}

func (f *setupForm) cabezaSetup() gamesetup.CabezaSetup {
	// A level row's player: the AI at its level, or the engine program
	// its command row names (Level 0 while the command is empty).
	ai := func(id, engine string) gamesetup.Player {
		if c := f.row(id).choice; c != cabezaEngineChoice {
			return gamesetup.Computer(c + gamesetup.CabezaMinLevel)
		}
		if cmd := f.value(engine); cmd != "" {
			p := gamesetup.EngineProgram(cmd)
			p.EngineTime, _ = gamesetup.ParseEngineTime(f.value(engine + "time")) // checked by engineTimeErr
			return p
		}
		return gamesetup.Player{AI: true}
	}
	s := gamesetup.CabezaSetup{Position: f.value("fen")}
	switch f.value("mode") {
	case modeVsAI:
		if f.row("side").choice == 0 {
			s.Red, s.Blue = gamesetup.Human(), ai("level", "engine")
		} else {
			s.Red, s.Blue = ai("level", "engine"), gamesetup.Human()
		}
	case modeHotSeat:
		s.Red, s.Blue = gamesetup.Human(), gamesetup.Human()
	case modeAIvsAI:
		s.Red, s.Blue = ai("red", "redengine"), ai("blue", "blueengine")
	}
	return s
}
