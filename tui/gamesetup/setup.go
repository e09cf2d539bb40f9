package gamesetup

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/catcatagent"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/internal/cmdline"
	"cabezacat/tui/table"
)

// Player says who moves one side of a game: the person at the keyboard,
// the built-in AI at a level, or (Cabeza) an engine program.
type Player struct {
	AI    bool
	Level int // Cabeza 1..6; Catch the Cat 1 easy, 2 medium, 3 hard
	// Engine is the command line of a Cabeza engine program that plays
	// the side (AI is true, Level 0): a program and its arguments, quoted
	// as in a shell.
	Engine string
	// EngineTime is the engine program's time per move (0: the TUI's
	// default, DefaultEngineTime).
	EngineTime time.Duration
	// Name is who sits on a person's side at a server's table, shown in
	// the side panel instead of "player" ("" there: the usual words).
	Name string
}

// DefaultEngineTime is an engine program's time per move in the TUI when
// none is given; MinEngineTime and MaxEngineTime bound what may be given.
const (
	DefaultEngineTime = 2 * time.Second
	MinEngineTime     = 100 * time.Millisecond
	MaxEngineTime     = 10 * time.Minute
)

// EngineTimeRange is MinEngineTime to MaxEngineTime in words.
const EngineTimeRange = "100ms to 10m"

// ParseEngineTime reads an engine program's time per move: a duration
// (2s, 500ms, 1m30s) or a number of seconds (2, 0.5); "" is the default
// (0).
func ParseEngineTime(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		sec, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil || sec != sec { // sec != sec: NaN
			return 0, fmt.Errorf("%q: want a time such as 2s, 500ms or 1m30s", s)
		}
		d = time.Duration(min(sec, MaxEngineTime.Seconds()+1) * float64(time.Second))
	}
	if d < MinEngineTime || d > MaxEngineTime {
		return 0, fmt.Errorf("%q: want from %s", s, EngineTimeRange)
	}
	return d, nil
}

// EngineProgram is a Cabeza side played by an engine program.
func EngineProgram(command string) Player { return Player{AI: true, Engine: command} }

// Human is a side moved from the keyboard (or the mouse).
func Human() Player { return Player{} }

// Computer is a side moved by the AI at a level.
func Computer(level int) Player { return Player{AI: true, Level: level} }

// The AI levels of each game, and the level "ai" alone means.
const (
	CabezaMinLevel, CabezaMaxLevel, CabezaDefaultLevel = 1, 6, 3
	CatcatMinLevel, CatcatMaxLevel, CatcatDefaultLevel = 1, 3, 2
)

var catcatLevelNames = []string{"easy", "medium", "hard"}

// CatcatLevelName is the name of a Catch the Cat AI level (1 easy, 2
// medium, 3 hard).
func CatcatLevelName(level int) string {
	if level < CatcatMinLevel || level > CatcatMaxLevel {
		return strconv.Itoa(level)
	}
	return catcatLevelNames[level-1]
}

// CatcatLevelDoc describes a Catch the Cat AI level in the agents' own
// words, for the menu.
func CatcatLevelDoc(level int) string { return catcatagent.Level(level).Doc() }

// ParseCabezaPlayer reads "human", "ai", "ai:N" (N = 1..6),
// "engine:CMD" (CMD: an engine program and its arguments) or
// "time=DUR,engine:CMD" (its time per move, as in a match's setting).
func ParseCabezaPlayer(s string) (Player, error) {
	text := strings.TrimSpace(s)
	var moveTime time.Duration
	if setting, rest, ok := strings.Cut(text, ",engine:"); ok && strings.HasPrefix(setting, "time=") {
		d, err := ParseEngineTime(strings.TrimPrefix(setting, "time="))
		if err != nil {
			return Player{}, fmt.Errorf("%q: time per move %v", s, err)
		}
		if d == 0 {
			return Player{}, fmt.Errorf("%q: time= needs a time per move, e.g. time=5s", s)
		}
		text, moveTime = "engine:"+rest, d
	}
	if cmd, ok := strings.CutPrefix(text, "engine:"); ok {
		if _, err := cabezaconsole.NewProgram(cmd); err != nil {
			return Player{}, fmt.Errorf("%q: %v", s, err)
		}
		p := EngineProgram(strings.TrimSpace(cmd))
		p.EngineTime = moveTime
		return p, nil
	}
	return parsePlayer(s, CabezaDefaultLevel, func(lv string) (int, error) {
		n, err := strconv.Atoi(lv)
		if err != nil || n < CabezaMinLevel || n > CabezaMaxLevel {
			return 0, fmt.Errorf("AI level %q: want %d to %d", lv, CabezaMinLevel, CabezaMaxLevel)
		}
		return n, nil
	})
}

// ParseCatcatPlayer reads "human", "ai" or "ai:LEVEL", where LEVEL is
// easy, medium, hard or 1..3.
func ParseCatcatPlayer(s string) (Player, error) {
	return parsePlayer(s, CatcatDefaultLevel, func(lv string) (int, error) {
		for i, name := range catcatLevelNames {
			if strings.EqualFold(lv, name) || lv == strconv.Itoa(i+1) {
				return i + 1, nil
			}
		}
		return 0, fmt.Errorf("AI level %q: want easy, medium or hard (or 1 to 3)", lv)
	})
}

func parsePlayer(s string, defaultLevel int, level func(string) (int, error)) (Player, error) {
	kind, lv, hasLevel := strings.Cut(strings.TrimSpace(s), ":")
	switch strings.ToLower(kind) {
	case "human":
		if hasLevel {
			return Player{}, fmt.Errorf("%q: a human has no level", s)
		}
		return Human(), nil
	case "ai":
		if !hasLevel {
			return Computer(defaultLevel), nil
		}
		n, err := level(lv)
		if err != nil {
			return Player{}, err
		}
		return Computer(n), nil
	}
	return Player{}, fmt.Errorf("%q: want human, ai or ai:LEVEL (or, for Cabeza, engine:COMMAND or time=DUR,engine:COMMAND)", s)
}

// CabezaSetup is a Cabeza game to start: who plays each side and, if not
// the standard start, the position string to start from.
type CabezaSetup struct {
	Red, Blue Player
	Position  string // empty: the standard start
	// Record, when set, is a game to open (at its end: an unfinished
	// game goes on from there); Position is then ignored. File is the
	// file it came from, named in the status when it opens.
	Record *cabeza.Record
	File   string
	// Clock, when on, plays a game against the AI on a clock (a game
	// without an AI plays on a clock at a table of its own: see
	// tablescreen.OpenLocal).
	Clock table.TimeControl
	// Left, when set with Clock, is each side's time left, by colour, of
	// a clocked game opened from its record (table.RecordClock): it
	// resumes where it stopped. Nil: each side starts with Clock.Base.
	Left *[2]time.Duration
}

// CatcatSetup is a Catch the Cat game to start: who plays each side and
// the random start (board size, share of cells blocked, seed).
type CatcatSetup struct {
	Cat, Catcher Player
	Size         int
	Density      float64
	Seed         uint64
	// Record, when set, is a game to open (at its end: an unfinished
	// game goes on from there) instead of a random start; Size must be
	// its board's. File is the file it came from, named in the status.
	Record *catcat.Record
	File   string
	// Start, when set, is the start instead of the random one (a
	// resumed clocked game's); Size must be its board's.
	Start *catcat.Position
	// About is what the title says of a Start, in place of a random
	// start's seed ("" there: "a recorded game"), as a lesson's "a
	// lesson's position".
	About string
}

// The Catch the Cat board defaults (RULES-catcat.md).
const (
	CatcatDefaultSize    = 13
	CatcatDefaultDensity = 0.05
)

// AIName names who plays a computer side: "AI (level 3)", or the engine
// program by its file name.
func AIName(p Player) string {
	if p.Engine == "" {
		return fmt.Sprintf("AI (level %d)", p.Level)
	}
	name := p.Engine
	if argv, err := cmdline.Split(p.Engine); err == nil {
		name = filepath.Base(argv[0])
		if len(argv) > 1 {
			name += " " + strings.Join(argv[1:], " ")
		}
	}
	return "engine " + name
}
