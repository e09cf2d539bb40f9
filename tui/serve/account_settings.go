package serve

import (
	"fmt"

	"cabezacat/tui"
	"cabezacat/tui/settings"
)

// accountSettings keeps a player's settings in their account: the same
// JSON as the local config file, read as strictly (settings.Decode).
type accountSettings struct{ acct *playerAccount }

// Load is the account's settings; none saved yet are the defaults. Saved
// settings that no longer read (written by a newer server, say) are
// reported and the defaults used: the visit goes on.
func (a accountSettings) Load() (settings.Settings, error) {
	data, err := a.acct.Settings()
	if err != nil || len(data) == 0 {
		return settings.Settings{}, err
	}
	s, err := settings.Decode(data)
	if err != nil {
		return settings.Settings{}, fmt.Errorf("your saved settings could not be read (%v): the defaults are in effect", err)
	}
	return s, nil
}

// Save keeps s in the account.
func (a accountSettings) Save(s settings.Settings) error {
	if err := s.Check(); err != nil {
		return err
	}
	data, err := s.MarshalJSON()
	if err != nil {
		return err
	}
	return a.acct.SaveSettings(data)
}

// withAccountSettings puts a player's saved settings in effect and their
// account behind the Settings page and the trainers' progress. The
// terminal's own lack of colour wins over a setting; a guest keeps the
// defaults and its progress for this visit only.
func withAccountSettings(opts tui.Options, acct tui.Account, noColor bool, log func(string)) tui.Options {
	pa, ok := acct.(*playerAccount)
	if !ok || pa == nil {
		return opts
	}
	store := accountSettings{pa}
	s, err := store.Load()
	if err != nil {
		log("settings: " + err.Error())
	}
	opts = opts.WithSettings(s)
	opts.NoColor = opts.NoColor || noColor
	opts.SettingsStore = store
	opts.ProgressStore = pa
	return opts
}
