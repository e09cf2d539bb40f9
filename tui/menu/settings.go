package menu

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/record"
	"cabezacat/tui/settings"
)

// The settings form: the settings that persist (package settings), from
// what is in effect now (a flag included); enter puts them in effect and
// saves them (the root does, common.SettingsMsg).

var settingsEntry = menuEntry{title: "Settings", blurb: "theme, glyphs, colour, AI levels, the board for blue: kept for next time", newForm: newSettingsForm}

var (
	settingsGlyphs = []string{"Unicode", "ASCII only"}
	settingsColour = []string{"on", "off"}
	settingsBoard  = []string{"turned round for blue's player", "as it is, red at the bottom"}
)

func newSettingsForm(opts common.Options) setupForm {
	s := opts.CurrentSettings()
	pick := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	theme := 0
	if s.ThemeName() == "light" {
		theme = 1
	}
	keys := defaultFormKeys
	keys.Start = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "save"))
	where := "for this visit only: a guest's are not kept (an SSH key keeps them)"
	if opts.SettingsStore != nil {
		where = "saved for next time"
		if f, ok := opts.SettingsStore.(settings.File); ok {
			where = "saved to " + record.ShortPath(f.Path)
		}
	}
	return setupForm{
		game: "Settings",
		keys: keys,
		rows: []formRow{
			{id: "theme", label: "Theme", choices: settings.Themes, choice: theme, note: "for a dark or a light terminal"},
			{id: "glyphs", label: "Glyphs", choices: settingsGlyphs, choice: pick(s.ASCII), note: "ASCII for fonts that draw symbols wide"},
			{id: "colour", label: "Colour", choices: settingsColour, choice: pick(s.NoColor), note: "shapes and letters carry the meaning without it"},
			{id: "cabeza", label: "Cabeza AI level", choices: levelChoices(gamesetup.CabezaMinLevel, gamesetup.CabezaMaxLevel, cabezaLevelName), choice: s.Cabeza() - gamesetup.CabezaMinLevel, noteFor: cabezaLevelNote},
			{id: "catcat", label: "Catch the Cat AI level", choices: levelChoices(gamesetup.CatcatMinLevel, gamesetup.CatcatMaxLevel, gamesetup.CatcatLevelName), choice: s.Catcat() - gamesetup.CatcatMinLevel, noteFor: catcatLevelNote},
			{id: "board", label: "Cabeza board", choices: settingsBoard, choice: pick(!s.TurnBoard()), note: "when you play blue"},
		},
		rules: "Settings: the menu's forms start at these AI levels; the theme, glyphs and colour apply at once. " +
			"Command-line flags (--theme, --ascii, --no-color) and NO_COLOR, CABEZACAT_THEME still win over the saved settings for the run they are given in.",
		enter: "enter saves: ",
		describe: func(*setupForm) string {
			return where
		},
		start: func(f *setupForm) (tea.Msg, error) {
			s := settings.Settings{
				Theme:       f.value("theme"),
				ASCII:       f.row("glyphs").choice == 1,
				NoColor:     f.row("colour").choice == 1,
				CabezaLevel: f.row("cabeza").choice + gamesetup.CabezaMinLevel,
				CatcatLevel: f.row("catcat").choice + gamesetup.CatcatMinLevel,
				KeepBoard:   f.row("board").choice == 1,
			}
			if err := s.Check(); err != nil {
				return nil, fmt.Errorf("settings: %v", err)
			}
			return common.SettingsMsg{Settings: s}, nil
		},
	}
}

// WithNote is the menu saying text below its entries until the next key
// (where the settings went).
func (m Model) WithNote(text string) Model {
	m.note = text
	return m
}
