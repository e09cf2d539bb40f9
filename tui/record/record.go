package record

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/table"
)

// playerTag names a player as records do: "human" or "ai:N", which the
// game commands' --red/--blue/--cat/--catcher read back.
func playerTag(p gamesetup.Player) string {
	switch {
	case !p.AI:
		return "human"
	case p.Engine != "" && p.EngineTime > 0:
		return "time=" + p.EngineTime.String() + ",engine:" + p.Engine
	case p.Engine != "":
		return "engine:" + p.Engine
	}
	return "ai:" + strconv.Itoa(p.Level)
}

// catcatPlayerTag names a Catch the Cat player as its screens do:
// "human" or "ai:easy|medium|hard" (which --cat/--catcher read back).
func catcatPlayerTag(p gamesetup.Player) string {
	if !p.AI {
		return "human"
	}
	return "ai:" + gamesetup.CatcatLevelName(p.Level)
}

// recordMode is the mode of a saved record: readable by all, like the
// arena's files (CreateTemp makes 0600).
const recordMode = 0o644

// Save writes text to a new file dir/prefix-YYYYMMDD-HHMMSS.txt
// (with -2, -3 … if that name is taken) and returns its path. It writes a
// temporary file in dir and renames it, so a crash leaves no half record,
// and it never replaces an existing file.
func Save(dir, prefix string, now time.Time, text []byte) (string, error) {
	tmp, err := os.CreateTemp(dir, "."+prefix+"-*.tmp")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing to remove
	if err := tmp.Chmod(recordMode); err != nil {
		tmp.Close()
		return "", err
	}
	if _, err := tmp.Write(text); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	base := filepath.Join(dir, prefix+"-"+now.Format("20060102-150405"))
	for i := 1; i < 100; i++ {
		path := base + ".txt"
		if i > 1 {
			path = fmt.Sprintf("%s-%d.txt", base, i)
		}
		if _, err := os.Lstat(path); !errors.Is(err, os.ErrNotExist) {
			continue // taken (or unreadable): never overwrite
		}
		if err := os.Rename(tmp.Name(), path); err != nil {
			return "", err
		}
		return path, nil
	}
	return "", fmt.Errorf("%s: a hundred records saved this second already", base)
}

// CabezaText is the record of g with who played and when, and the tags
// more (a clocked game's Clock and Ending, see CabezaClockTags).
func CabezaText(g *cabeza.Game, s gamesetup.CabezaSetup, now time.Time, more ...cabeza.Tag) ([]byte, error) {
	tags := []cabeza.Tag{
		{Name: "Red", Value: playerTag(s.Red)},
		{Name: "Blue", Value: playerTag(s.Blue)},
		{Name: "Date", Value: now.Format("2006-01-02")},
	}
	return cabeza.RecordOf(g, append(tags, more...)...).MarshalText()
}

// CabezaClockTags are the tags of a game against the AI on a clock, as a
// table writes them (table.RecordClock, and a flag's Ending), so the game
// reopens with each side's time left; flagged names the side whose flag
// fell, -1 for none.
func CabezaClockTags(tc table.TimeControl, left [2]time.Duration, flagged int) []cabeza.Tag {
	tags := []cabeza.Tag{{Name: table.ClockTag, Value: table.RecordClock(table.Cabeza, tc, left)}}
	if flagged == 0 || flagged == 1 {
		loser := cabeza.Player(flagged)
		tags = append(tags, cabeza.Tag{Name: "Ending", Value: fmt.Sprintf("%s's flag fell: %s wins", loser, loser.Opponent())})
	}
	return tags
}

func CatcatText(g *catcat.Game, s gamesetup.CatcatSetup, now time.Time) ([]byte, error) {
	r := catcat.RecordOf(g)
	r.Cat, r.Catcher, r.Date = catcatPlayerTag(s.Cat), catcatPlayerTag(s.Catcher), now.Format("2006-01-02")
	return r.MarshalText()
}

// LoadCabeza reads a Cabeza record file (see cabeza.Record) into a setup
// that opens the recorded game at its end, to play on from or to walk
// back through with < and home. Players come from the Red and Blue tags when they say human or
// ai:N; anything else (a program's name) is played by a person. Errors
// name the file, the line and the column.
func LoadCabeza(path string) (gamesetup.CabezaSetup, error) {
	text, err := Read(path)
	if err != nil {
		return gamesetup.CabezaSetup{}, err
	}
	return CabezaSetupOf(path, text)
}

// CabezaSetupOf reads the text of the Cabeza record file path.
func CabezaSetupOf(path string, text []byte) (gamesetup.CabezaSetup, error) {
	r, err := cabeza.ParseRecord(string(text))
	if err != nil {
		return gamesetup.CabezaSetup{}, fmt.Errorf("%s: %w", path, err)
	}
	// A clock kept for resuming (see table.RecordClock) must read, or
	// the file is refused as damaged, with what is wrong.
	s := gamesetup.CabezaSetup{Record: &r, File: path}
	if clock, ok := r.Tag(table.ClockTag); ok {
		tc, left, err := table.ParseRecordClock(table.Cabeza, clock)
		if err != nil {
			return gamesetup.CabezaSetup{}, fmt.Errorf("%s: %w", path, err)
		}
		s.Clock, s.Left = tc, &left // a game against the AI resumes on it
	}
	if v, ok := r.Tag("Red"); ok {
		s.Red, _ = recordPlayer(v) // a name that is no player: a person
	}
	if v, ok := r.Tag("Blue"); ok {
		s.Blue, _ = recordPlayer(v)
	}
	return s, nil
}

// LoadCatcat reads a Catch the Cat record (an arena replay or a saved
// game, see catcat.Record) into a setup that opens it at its end.
func LoadCatcat(path string) (gamesetup.CatcatSetup, error) {
	text, err := Read(path)
	if err != nil {
		return gamesetup.CatcatSetup{}, err
	}
	return CatcatSetupOf(path, text)
}

// CatcatSetupOf reads the text of the Catch the Cat record file path.
func CatcatSetupOf(path string, text []byte) (gamesetup.CatcatSetup, error) {
	r, err := catcat.ParseRecord(string(text))
	if err != nil {
		return gamesetup.CatcatSetup{}, fmt.Errorf("%s: %w", path, err)
	}
	if r.Clock != "" {
		if _, _, err := table.ParseRecordClock(table.Catcat, r.Clock); err != nil {
			return gamesetup.CatcatSetup{}, fmt.Errorf("%s: %w", path, err)
		}
	}
	s := gamesetup.CatcatSetup{Record: &r, File: path, Size: r.Start.Size().N()}
	s.Cat, s.Catcher = catcatRecordPlayer(r.Cat), catcatRecordPlayer(r.Catcher)
	return s, nil
}

// catcatRecordPlayer reads a Catch the Cat record's player: a person a
// table named, a built-in agent, else a person.
func catcatRecordPlayer(tag string) gamesetup.Player {
	if p, ok := namedPerson(tag); ok {
		return p
	}
	p, _ := gamesetup.ParseCatcatPlayer(arenaPlayer(tag))
	return p
}

// namedPerson reads the player tag a server's table writes, "human
// (alice)" (the cat's with the table's ending after it, see
// tableEnding): a person, named as the table named them, so that a game
// from the archive shows who played it.
func namedPerson(tag string) (gamesetup.Player, bool) {
	who, _ := tableEnding(tag)
	name, ok := strings.CutPrefix(who, "human (")
	if !ok || !strings.HasSuffix(name, ")") || len(name) == 1 {
		return gamesetup.Player{}, false
	}
	p := gamesetup.Human()
	p.Name = strings.TrimSuffix(name, ")")
	return p, true
}

// arenaPlayer reads the arena's name of a built-in agent, builtin:LEVEL,
// as the TUI's ai:LEVEL, so a replay between built-ins plays on with them;
// a program's path stays as it is and is played by a person.
func arenaPlayer(name string) string {
	if level, ok := strings.CutPrefix(name, "builtin:"); ok {
		return "ai:" + level
	}
	return name
}

// recordPlayer reads a record's player tag. An engine program named in a
// record becomes a person: opening a file never starts a program.
func recordPlayer(tag string) (gamesetup.Player, error) {
	if p, ok := namedPerson(tag); ok {
		return p, nil
	}
	p, err := gamesetup.ParseCabezaPlayer(tag)
	if p.Engine != "" {
		return gamesetup.Human(), nil
	}
	return p, err
}
