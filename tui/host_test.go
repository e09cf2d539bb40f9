package tui

import (
	"strings"
	"testing"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
)

// On the server a visitor's choices must not reach the host: no engine
// program (it would run the visitor's command line), no AI above the cap,
// no file outside the host's record folder.
func TestHostRefusesEnginesHighLevelsAndOtherFiles(t *testing.T) {
	dir := t.TempDir()
	opts := common.Options{Host: &common.Host{MaxCabezaLevel: 4, MaxCatcatLevel: 2, RecordDir: dir}}
	if _, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.EngineProgram("sh -c 'touch /tmp/pwned'")}); err == nil || !strings.Contains(err.Error(), "engine programs do not run") {
		t.Errorf("an engine program on the server: %v", err)
	}
	if _, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(5)}); err == nil || !strings.Contains(err.Error(), "up to 4") {
		t.Errorf("level 5 over a cap of 4: %v", err)
	}
	if _, err := catcatgame.New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(3), Size: 13, Density: 0.05, Seed: 1}); err == nil || !strings.Contains(err.Error(), "up to medium") {
		t.Errorf("hard over a cap of medium: %v", err)
	}
	if _, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(4)}); err != nil {
		t.Errorf("level 4 under a cap of 4: %v", err)
	}
}
