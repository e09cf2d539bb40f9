package arena

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/internal/cputime"
	"cabezacat/catcat"
	"cabezacat/internal/quote"
)

// Player is one competitor of the arena: a built-in agent at a
// level, or an agent program.
type Player struct {
	Name    string            // as given ("builtin:hard" or the program's path), quoted: safe to print
	Spec    string            // the argument exactly as given
	Level   catcatagent.Level // the built-in's level; 0 for a program
	Program ExternalAgent
}

// builtinPrefix marks a built-in agent in an AGENT argument.
const builtinPrefix = "builtin:"

// ParsePlayer reads an AGENT argument: "builtin:<level>" or the
// path of an executable. The arena sets a program's limits.
func ParsePlayer(spec string) (Player, error) {
	if rest, ok := strings.CutPrefix(spec, builtinPrefix); ok {
		level, err := catcatagent.ParseLevel(rest)
		if err != nil {
			return Player{}, fmt.Errorf("agent %q: %w", spec, err)
		}
		return Player{Name: builtinPrefix + level.String(), Spec: spec, Level: level}, nil
	}
	info, err := os.Stat(spec)
	if err != nil {
		return Player{}, fmt.Errorf("agent %q is neither builtin:<level> nor a program: %w", spec, err)
	}
	if info.IsDir() || info.Mode().Perm()&0o111 == 0 {
		return Player{}, fmt.Errorf("agent %q is not an executable file", spec)
	}
	path := spec
	if !strings.ContainsRune(path, filepath.Separator) {
		path = "." + string(filepath.Separator) + path // run the file, not a $PATH lookup
	}
	return Player{Name: quote.Text(spec, 0), Spec: spec, Program: ExternalAgent{Path: path}}, nil
}

// ParsePlayers reads every AGENT argument and refuses the same
// agent twice (the same built-in level, or the same program file under
// any path): its games against itself would count twice and its two
// lines would be indistinguishable.
func ParsePlayers(specs []string) ([]Player, error) {
	var players []Player
	files := make([]os.FileInfo, len(specs))
	for i, spec := range specs {
		p, err := ParsePlayer(spec)
		if err != nil {
			return nil, err
		}
		if p.Level == 0 {
			files[i], _ = os.Stat(p.Program.Path)
		}
		for j, q := range players {
			same := p.Level != 0 && p.Level == q.Level ||
				p.Level == 0 && q.Level == 0 && files[i] != nil && files[j] != nil && os.SameFile(files[i], files[j])
			if same {
				return nil, fmt.Errorf("agent %s is given twice (arguments %d and %d): give each agent once", p.Name, j+1, i+1)
			}
		}
		players = append(players, p)
	}
	return players, nil
}

// Move asks the player for its move in pos: the cell, the CPU time it
// took, and a *forfeit.Failure if a program did not answer with one move.
func (p Player) Move(ctx context.Context, pos catcat.Position) (catcat.Cell, time.Duration, error) {
	if p.Level == 0 {
		return p.Program.Move(ctx, pos)
	}
	var c catcat.Cell
	cpu := cputime.Measure(func() {
		if pos.Turn() == catcat.CatToMove {
			c = catcatagent.CatMove(pos, p.Level)
		} else {
			c = catcatagent.CatcherMove(pos, p.Level)
		}
	})
	return c, cpu, nil
}
