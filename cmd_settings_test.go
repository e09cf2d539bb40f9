package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/tui"
	"cabezacat/tui/settings"
)

// The saved settings are in effect; a flag given wins over them, for
// that run (the file keeps its settings).
func TestSavedSettingsAndFlagsOverThem(t *testing.T) {
	t.Setenv(themeEnv, "")
	t.Setenv("NO_COLOR", "")
	path := filepath.Join(t.TempDir(), "config.json")
	saved := settings.Settings{Theme: "light", ASCII: true, NoColor: true, CabezaLevel: 5, CatcatLevel: 3, KeepBoard: true}
	if err := (settings.File{Path: path}).Save(saved); err != nil {
		t.Fatal(err)
	}
	opts, err := displayOptions(parsedGameCmd(t, gameCabeza, "--config", path))
	if err != nil {
		t.Fatal(err)
	}
	if opts.Theme != tui.ThemeLight || !opts.ASCII || !opts.NoColor || opts.Settings.Cabeza() != 5 || opts.Settings.Catcat() != 3 || opts.Settings.TurnBoard() {
		t.Fatalf("the saved settings are not in effect: %+v", opts)
	}
	if f, ok := opts.SettingsStore.(settings.File); !ok || f.Path != path {
		t.Fatalf("the settings page would save to %+v", opts.SettingsStore)
	}
	opts, err = displayOptions(parsedGameCmd(t, gameCabeza, "--config", path, "--ascii=false", "--theme", "dark", "--no-color=false"))
	if err != nil {
		t.Fatal(err)
	}
	if opts.Theme != tui.ThemeDark || opts.ASCII || opts.NoColor || opts.Settings.Cabeza() != 5 {
		t.Fatalf("the flags did not win: theme %v ascii %v no-color %v, level %d", opts.Theme, opts.ASCII, opts.NoColor, opts.Settings.Cabeza())
	}
	// The environment wins over the file too.
	t.Setenv(themeEnv, "dark")
	if opts, _ := displayOptions(parsedGameCmd(t, gameCabeza, "--config", path)); opts.Theme != tui.ThemeDark {
		t.Fatalf("%s=dark lost to the file", themeEnv)
	}
	// Without --config: the config folder's cabezacat/config.json.
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	opts, _ = displayOptions(parsedGameCmd(t, gameCabeza))
	want := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "cabezacat", "config.json")
	if f, ok := opts.SettingsStore.(settings.File); !ok || f.Path != want {
		t.Fatalf("the default settings file is %+v, want %s", opts.SettingsStore, want)
	}
}

// A damaged settings file is said on standard error with its line, set
// aside, and the program starts with the defaults.
func TestDamagedSettingsFileIsSetAside(t *testing.T) {
	t.Setenv(themeEnv, "")
	t.Setenv("NO_COLOR", "")
	path := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(path, []byte("{\"version\": 1,\n  \"ascii\": true,\n  \"colour\": \"no\"\n}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var opts tui.Options
	out := captureStderr(t, func() {
		opts, _ = displayOptions(parsedGameCmd(t, gameCabeza, "--config", path))
	})
	if opts.ASCII || opts.NoColor {
		t.Fatalf("settings taken from a damaged file: %+v", opts)
	}
	if !strings.Contains(out, `line 3: "colour" must be true or false, not "no"`) || !strings.Contains(out, path+".damaged-") {
		t.Fatalf("stderr does not say what, where and where it went: %q", out)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("the damaged file is still in place")
	}
	matches, _ := filepath.Glob(path + ".damaged-*")
	if len(matches) != 1 {
		t.Fatalf("set aside as %v", matches)
	}
	if kept, err := os.ReadFile(matches[0]); err != nil || !strings.Contains(string(kept), `"colour": "no"`) {
		t.Fatalf("the file set aside is not the damaged one: %q %v", kept, err)
	}
	// Standard error is written before the screen, which hides it: the
	// menu says it too, when it first shows.
	if !strings.Contains(opts.SettingsProblem, `line 3: "colour" must be true or false, not "no"`) || !strings.HasSuffix(opts.SettingsProblem, "the defaults are in effect") {
		t.Fatalf("the problem for the menu: %q", opts.SettingsProblem)
	}
	v := tui.NewApp(opts).View()
	if flat := strings.Join(strings.Fields(v), " "); !strings.Contains(flat, `line 3: "colour" must be true or false, not "no"`) {
		t.Fatalf("the menu does not say it:\n%s", v)
	}
}

// Without a config folder (neither XDG_CONFIG_HOME nor HOME) the
// settings are the defaults, not saved, and the menu says so too.
func TestNoConfigFolderIsSaid(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "")
	var opts tui.Options
	captureStderr(t, func() { opts = savedSettings(parsedGameCmd(t, gameCabeza)) })
	if !strings.HasSuffix(opts.SettingsProblem, "the settings are the defaults and are not saved") || opts.SettingsStore != nil {
		t.Fatalf("problem %q, store %v", opts.SettingsProblem, opts.SettingsStore)
	}
}
