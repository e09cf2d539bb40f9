package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"cabezacat/tui"
	"cabezacat/tui/settings"
)

// The saved settings (tui/settings): the local client's config file,
// os.UserConfigDir()/cabezacat/config.json, or --config FILE. The display
// flags and the environment win over it (displayOptions); the menu's
// Settings page saves it.

func addConfigFlag(cmd *cobra.Command) {
	cmd.PersistentFlags().String("config", "", "the settings file (default: the config folder's cabezacat/"+settings.FileName+"; the menu's Settings page writes it)")
}

// savedSettings are the options of the saved settings, with the store the
// settings page saves to. A file that cannot be read is said on standard
// error (a damaged one was set aside, its new name said) and the
// defaults are used: settings are never a reason not to start.
func savedSettings(cmd *cobra.Command) tui.Options {
	path, _ := cmd.Flags().GetString("config")
	var store settings.File
	if path != "" {
		store = settings.File{Path: path}
	} else {
		f, err := settings.UserFile()
		if err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "cabezacat: %v; the settings are the defaults and are not saved\n", err)
			return tui.Options{SettingsProblem: fmt.Sprintf("%v; the settings are the defaults and are not saved", err)}
		}
		store = f
	}
	s, err := store.Load()
	opts := tui.Options{}.WithSettings(s)
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "cabezacat: settings: %v\n", err)
		msg := fmt.Sprintf("settings: %v; the defaults are in effect", err)
		if home, herr := os.UserHomeDir(); herr == nil && home != "" {
			msg = strings.ReplaceAll(msg, home+string(filepath.Separator), "~"+string(filepath.Separator)) // as the menu writes paths
		}
		opts.SettingsProblem = msg
	}
	opts.SettingsStore = store
	return opts
}
