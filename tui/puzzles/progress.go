package puzzles

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path/filepath"

	"cabezacat/ai/puzzle"
	"cabezacat/internal/glicko2"
	"cabezacat/internal/statefile"
)

// Progress is what the trainer remembers between runs: the player's
// rating per game, each puzzle played (its rating as a delta over the
// shipped one, so a new shipment's first ratings still count), results
// by theme and the streaks. It is a value owned by the screen's Update;
// a save hands a copy's bytes to a command.
type Progress struct {
	Version int                       `json:"version"`
	Player  map[string]glicko2.Rating `json:"player"`  // by game word
	Puzzles map[string]PuzzleStanding `json:"puzzles"` // by puzzle id
	Themes  map[string]ThemeResults   `json:"themes"`  // by "game/theme"
	Streak  map[string]int            `json:"streak"`  // solved in a row, by game
	Best    map[string]int            `json:"best"`    // the longest streak, by game
}

// PuzzleStanding is one puzzle as this player's results moved it.
type PuzzleStanding struct {
	Delta      float64 `json:"delta"` // over the shipped rating
	Deviation  float64 `json:"deviation"`
	Volatility float64 `json:"volatility"`
	Plays      int     `json:"plays"`
	Solved     bool    `json:"solved"` // the last attempt
}

// ThemeResults counts the attempts of a theme.
type ThemeResults struct {
	Solved int `json:"solved"`
	Failed int `json:"failed"`
}

// FileName is the progress file's name in the record folder.
const FileName = "puzzles.json"

// progressVersion is the format written.
const progressVersion = 1

func newProgress() Progress {
	return Progress{Version: progressVersion, Player: map[string]glicko2.Rating{}, Puzzles: map[string]PuzzleStanding{},
		Themes: map[string]ThemeResults{}, Streak: map[string]int{}, Best: map[string]int{}}
}

// LoadProgress reads the progress file in dir. A missing file is a fresh
// start; a damaged one is set aside and named in the error (a
// *statefile.DamagedError), with a fresh start returned beside it.
func LoadProgress(dir string) (Progress, error) {
	p := newProgress()
	err := statefile.LoadJSON(filepath.Join(dir, FileName), &p)
	if err != nil {
		return newProgress(), err
	}
	p.fill()
	if bad := p.valid(); bad != "" {
		return newProgress(), fmt.Errorf("%s: %s; starting afresh", filepath.Join(dir, FileName), bad)
	}
	return p, nil
}

// Trainer is the puzzles' name for their progress in an account
// (common.ProgressStore).
const Trainer = "puzzles"

// DecodeProgress reads progress an account kept (nil: a fresh start), as
// strictly as the file: numbers a rating cannot have are refused.
func DecodeProgress(data []byte) (Progress, error) {
	p := newProgress()
	if len(data) == 0 {
		return p, nil
	}
	if err := json.Unmarshal(data, &p); err != nil {
		return newProgress(), err
	}
	p.fill()
	if bad := p.valid(); bad != "" {
		return newProgress(), errors.New(bad)
	}
	return p, nil
}

// fill makes the maps of a file that lacked some.
func (p *Progress) fill() {
	f := newProgress()
	if p.Player == nil {
		p.Player = f.Player
	}
	if p.Puzzles == nil {
		p.Puzzles = f.Puzzles
	}
	if p.Themes == nil {
		p.Themes = f.Themes
	}
	if p.Streak == nil {
		p.Streak = f.Streak
	}
	if p.Best == nil {
		p.Best = f.Best
	}
}

// valid finds numbers a rating cannot have (a hand-edited file).
func (p *Progress) valid() string {
	for g, r := range p.Player {
		if !finite(r.Rating, r.Deviation, r.Volatility) || r.Deviation <= 0 || r.Volatility <= 0 {
			return fmt.Sprintf("the %s rating is not a rating", g)
		}
	}
	for id, s := range p.Puzzles {
		if !finite(s.Delta, s.Deviation, s.Volatility) || s.Deviation <= 0 || s.Volatility <= 0 {
			return fmt.Sprintf("puzzle %s's rating is not a rating", id)
		}
	}
	return ""
}

func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// Clone is a copy that shares no map with p.
func (p Progress) Clone() Progress {
	c := newProgress()
	c.Version = p.Version
	for k, v := range p.Player {
		c.Player[k] = v
	}
	for k, v := range p.Puzzles {
		c.Puzzles[k] = v
	}
	for k, v := range p.Themes {
		c.Themes[k] = v
	}
	for k, v := range p.Streak {
		c.Streak[k] = v
	}
	for k, v := range p.Best {
		c.Best[k] = v
	}
	return c
}

// Save writes p to dir atomically.
func (p Progress) Save(dir string) error {
	return statefile.WriteJSON(filepath.Join(dir, FileName), p)
}

// PlayerRating is the player's rating at game g (Initial before the
// first attempt).
func (p *Progress) PlayerRating(g puzzle.Game) glicko2.Rating {
	if r, ok := p.Player[g.String()]; ok {
		return r
	}
	return glicko2.Initial()
}

// PuzzleRating is puzzle z's rating now: the shipped one moved by this
// player's results. A puzzle never played starts at its shipped rating
// with lichess's starting deviation and volatility.
func (p *Progress) PuzzleRating(z *puzzle.Puzzle) glicko2.Rating {
	r := glicko2.Rating{Rating: float64(z.Rating), Deviation: glicko2.InitialDeviation, Volatility: glicko2.InitialVolatility}
	if s, ok := p.Puzzles[z.ID]; ok {
		r = glicko2.Rating{Rating: float64(z.Rating) + s.Delta, Deviation: s.Deviation, Volatility: s.Volatility}
	}
	return r
}

// Record counts one attempt at z, a rating period for both the player
// and the puzzle, as lichess rates puzzles: the player "won" if solved,
// the puzzle won otherwise, each against the other's rating before the
// attempt (glicko2.Lichess's constants). It returns the player's rating
// change.
func (p *Progress) Record(z *puzzle.Puzzle, solved bool) float64 {
	g := z.Game.String()
	me, pz := p.PlayerRating(z.Game), p.PuzzleRating(z)
	score := 0.0
	if solved {
		score = 1
	}
	newMe, err1 := glicko2.Lichess.Update(me, []glicko2.Result{{Opponent: pz, Score: score}})
	newPz, err2 := glicko2.Lichess.Update(pz, []glicko2.Result{{Opponent: me, Score: 1 - score}})
	if err1 == nil {
		p.Player[g] = newMe
	}
	s := p.Puzzles[z.ID]
	if err2 == nil {
		s.Delta, s.Deviation, s.Volatility = newPz.Rating-float64(z.Rating), newPz.Deviation, newPz.Volatility
	}
	s.Plays++
	s.Solved = solved
	p.Puzzles[z.ID] = s
	key := g + "/" + string(z.Theme)
	t := p.Themes[key]
	if solved {
		t.Solved++
		p.Streak[g]++
		p.Best[g] = max(p.Best[g], p.Streak[g])
	} else {
		t.Failed++
		p.Streak[g] = 0
	}
	p.Themes[key] = t
	if err1 != nil {
		return 0
	}
	return newMe.Rating - me.Rating
}

// Played is the set of puzzle ids played, for picking fresh ones.
func (p *Progress) Played() map[string]bool {
	out := make(map[string]bool, len(p.Puzzles))
	for id := range p.Puzzles {
		out[id] = true
	}
	return out
}

// ThemeLines are the per-theme results of game g, "crush 3/4".
func (p *Progress) ThemeLines(g puzzle.Game) []string {
	var out []string
	for _, t := range puzzle.Themes(g) {
		r := p.Themes[g.String()+"/"+string(t)]
		out = append(out, fmt.Sprintf("%s %d/%d", t.Label(), r.Solved, r.Solved+r.Failed))
	}
	return out
}
