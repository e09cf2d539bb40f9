package tui

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"unicode"
)

var catcatSizes = func() []string {
	var s []string
	for n := 5; n <= 45; n += 4 {
		s = append(s, strconv.Itoa(n))
	}
	return s
}()

var catcatDensities = func() []string {
	var s []string
	for p := 0; p <= 30; p++ {
		s = append(s, fmt.Sprintf("%d%%", p))
	}
	return s
}()

func newCatcatForm(opts Options) setupForm {
	levels := levelChoices(CatcatMinLevel, CatcatMaxLevel, CatcatLevelName)
	def := CatcatDefaultLevel - CatcatMinLevel
	seed := newTextField(newStyles(opts), "", "random", 19, 0, func(r rune) bool {
		return r < unicode.MaxASCII && unicode.IsDigit(r)
	})
	return setupForm{
		game: "Catch the Cat",
		keys: defaultFormKeys,
		rows: []formRow{
			{id: "mode", label: "Mode", choices: modes},
			{id: "side", label: "You play", choices: []string{"Cat (moves first)", "Catcher"}, visible: isMode(modeVsAI)},
			{id: "level", label: "AI level", choices: levels, choice: def, noteFor: catcatLevelNote, visible: isMode(modeVsAI)},
			{id: "cat", label: "Cat AI level", choices: levels, choice: def, noteFor: catcatLevelNote, visible: isMode(modeAIvsAI)},
			{id: "catcher", label: "Catcher AI level", choices: levels, choice: def, noteFor: catcatLevelNote, visible: isMode(modeAIvsAI)},
			{id: "size", label: "Board size", choices: catcatSizes, choice: (CatcatDefaultSize - 5) / 4, note: "N×N hex cells"},
			{id: "density", label: "Blocked at start", choices: catcatDensities, choice: 5},
			{id: "seed", label: "Seed", text: &seed, note: "digits; the same seed gives the same board"},
		},
		rules: rulesCatcat,
		describe: func(f *setupForm) string {
			s, _ := f.catcatSetup()
			var who string
			switch {
			case s.Cat.AI && s.Catcher.AI:
				who = fmt.Sprintf("a %s cat AI against a %s catcher AI", CatcatLevelName(s.Cat.Level), CatcatLevelName(s.Catcher.Level))
			case s.Catcher.AI:
				who = fmt.Sprintf("you are the cat; the catcher AI plays %s", CatcatLevelName(s.Catcher.Level))
			case s.Cat.AI:
				who = fmt.Sprintf("you are the catcher; the cat AI plays %s", CatcatLevelName(s.Cat.Level))
			default:
				who = "two players at one keyboard"
			}
			return fmt.Sprintf("%s, %d×%d", who, s.Size, s.Size)
		},
		start: func(f *setupForm) (screen, error) {
			s, err := f.catcatSetup()
			if err != nil {
				return nil, err
			}
			return newCatcatGame(opts, s)
		},
	}
}

func (f *setupForm) catcatSetup() (CatcatSetup, error) {
	level := func(id string) int { return f.row(id).choice + CatcatMinLevel }
	s := CatcatSetup{
		Size:    5 + 4*f.row("size").choice,
		Density: float64(f.row("density").choice) / 100,
		Seed:    uint64(rand.IntN(1_000_000)), // short enough to read back and type in
	}
	if v := f.value("seed"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return s, fmt.Errorf("seed %q: %v", v, err)
		}
		s.Seed = n
	}
	switch f.value("mode") {
	case modeVsAI:
		if f.row("side").choice == 0 {
			s.Cat, s.Catcher = Human(), Computer(level("level"))
		} else {
			s.Cat, s.Catcher = Computer(level("level")), Human()
		}
	case modeHotSeat:
		s.Cat, s.Catcher = Human(), Human()
	case modeAIvsAI:
		s.Cat, s.Catcher = Computer(level("cat")), Computer(level("catcher"))
	}
	return s, nil
}

// catcatLevelNote says what a level does, in the agents' own words.
func catcatLevelNote(choice int) string {
	if catcatLevelDoc == nil {
		return ""
	}
	return catcatLevelDoc(choice + CatcatMinLevel)
}
