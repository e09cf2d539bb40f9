package menu

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/gamesetup"
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

func newCatcatForm(opts common.Options) setupForm {
	levels := levelChoices(gamesetup.CatcatMinLevel, gamesetup.CatcatMaxLevel, gamesetup.CatcatLevelName)
	def := opts.Settings.Catcat() - gamesetup.CatcatMinLevel // the player's default (settings)
	return setupForm{
		game: "Catch the Cat",
		keys: defaultFormKeys,
		rows: append([]formRow{
			{id: "mode", label: "Mode", choices: modes},
			{id: "side", label: "You play", choices: []string{"Cat (moves first)", "Catcher"}, visible: isMode(modeVsAI)},
			{id: "level", label: "AI level", choices: levels, choice: def, noteFor: catcatLevelNote, visible: isMode(modeVsAI)},
			{id: "cat", label: "Cat AI level", choices: levels, choice: def, noteFor: catcatLevelNote, visible: isMode(modeAIvsAI)},
			{id: "catcher", label: "Catcher AI level", choices: levels, choice: def, noteFor: catcatLevelNote, visible: isMode(modeAIvsAI)},
		}, catcatBoardRows(opts, nil)...),
		rules: common.RulesCatcat,
		describe: func(f *setupForm) string {
			s, _ := f.catcatSetup()
			var who string
			switch {
			case s.Cat.AI && s.Catcher.AI:
				who = fmt.Sprintf("a %s cat AI against a %s catcher AI", gamesetup.CatcatLevelName(s.Cat.Level), gamesetup.CatcatLevelName(s.Catcher.Level))
			case s.Catcher.AI:
				who = fmt.Sprintf("you are the cat; the catcher AI plays %s", gamesetup.CatcatLevelName(s.Catcher.Level))
			case s.Cat.AI:
				who = fmt.Sprintf("you are the catcher; the cat AI plays %s", gamesetup.CatcatLevelName(s.Cat.Level))
			default:
				who = "two players at one keyboard"
			}
			return fmt.Sprintf("%s, %d×%d", who, s.Size, s.Size)
		},
		start: func(f *setupForm) (tea.Msg, error) {
			s, err := f.catcatSetup()
			if err != nil {
				return nil, err
			}
			return common.StartCatcatMsg{Setup: s}, nil
		},
	}
}

func (f *setupForm) catcatSetup() (gamesetup.CatcatSetup, error) {
	level := func(id string) int { return f.row(id).choice + gamesetup.CatcatMinLevel }
	var s gamesetup.CatcatSetup
	var err error
	if s.Size, s.Density, s.Seed, err = f.catcatBoard(); err != nil {
		return s, err
	}
	switch f.value("mode") {
	case modeVsAI:
		if f.row("side").choice == 0 {
			s.Cat, s.Catcher = gamesetup.Human(), gamesetup.Computer(level("level"))
		} else {
			s.Cat, s.Catcher = gamesetup.Computer(level("level")), gamesetup.Human()
		}
	case modeHotSeat:
		s.Cat, s.Catcher = gamesetup.Human(), gamesetup.Human()
	case modeAIvsAI:
		s.Cat, s.Catcher = gamesetup.Computer(level("cat")), gamesetup.Computer(level("catcher"))
	}
	return s, nil
}

// catcatLevelNote says what a level does, in the agents' own words.
func catcatLevelNote(choice int) string {
	return gamesetup.CatcatLevelDoc(choice + gamesetup.CatcatMinLevel)
}

// catcatBoardRows are the rows that choose a board: its size, the share
// of cells blocked at start and the seed that places them. The local
// game's form and the open-table form share them; visible (nil: always)
// shows them only for Catch the Cat where the form has other games.
func catcatBoardRows(opts common.Options, visible func(f *setupForm) bool) []formRow {
	seed := textfield.New(common.NewStyles(opts), "", "random", 19, 0, func(r rune) bool {
		return r < unicode.MaxASCII && unicode.IsDigit(r)
	})
	return []formRow{
		{id: "size", label: "Board size", choices: catcatSizes, choice: (gamesetup.CatcatDefaultSize - 5) / 4, note: "N×N hex cells", visible: visible},
		{id: "density", label: "Blocked at start", choices: catcatDensities, choice: 5, visible: visible},
		{id: "seed", label: "Seed", text: &seed, note: "digits; the same seed gives the same board", visible: visible},
	}
}

// catcatBoard reads the rows of catcatBoardRows; an empty seed is a
// random one.
func (f *setupForm) catcatBoard() (size int, density float64, seed uint64, err error) {
	size = 5 + 4*f.row("size").choice
	density = float64(f.row("density").choice) / 100
	seed = uint64(rand.IntN(1_000_000)) // short enough to read back and type in
	if v := f.value("seed"); v != "" {
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return size, density, seed, fmt.Errorf("seed %q: %v", v, err)
		}
	}
	return size, density, seed, nil
}
