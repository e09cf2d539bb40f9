package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cabezacat/cabeza"
)

// The data set is a text file of finished games, one a line, each from
// the start: the number of random opening plies (whose positions the
// fit leaves out: no engine chose them), then the moves in notation,
// separated by spaces. Lines starting with # say how the games were
// made. The result is not written: replaying the moves gives it by the
// rules (a crush, a Cabeza home, a repetition or the move cap).
//
//	# gen -games 3000 -depth 4 -plies 8 -seed 1
//	8 Fne cs Oe mnw …

// selfPlayGame is one game of the data set.
type selfPlayGame struct {
	opening int // random plies at its start
	game    *cabeza.Game
}

// Limits on what readGames takes, so no input exhausts memory: a line
// holds at most one game of the longest kind (the move cap, 400 plies of
// a few letters each), and the data set at most maxGames games.
const (
	maxLineBytes = 16 << 10
	maxGames     = 200_000
)

// readGames reads a data set. Every game must be finished and legal; an
// error says the line and, within it, the ply or field at fault.
func readGames(r io.Reader) ([]selfPlayGame, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLineBytes)
	var games []selfPlayGame
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if len(games) == maxGames {
			return nil, fmt.Errorf("line %d: more than %d games", line, maxGames)
		}
		g, err := parseGame(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		games = append(games, g)
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, fmt.Errorf("line %d: longer than %d bytes (a game has at most %d plies)", line+1, maxLineBytes, 2*(cabeza.MoveCapFullmove-1))
		}
		return nil, fmt.Errorf("line %d: %w", line+1, err)
	}
	return games, nil
}

// parseGame reads one game's line.
func parseGame(text string) (selfPlayGame, error) {
	fields := strings.Fields(text)
	opening, err := strconv.Atoi(fields[0])
	if err != nil || opening < 0 {
		return selfPlayGame{}, fmt.Errorf("field 1 %q: want the number of opening plies, a whole number from 0", clip(fields[0]))
	}
	moves := fields[1:]
	if opening > len(moves) {
		return selfPlayGame{}, fmt.Errorf("%s of opening, but the game has %s", plies(opening), plies(len(moves)))
	}
	g := cabeza.NewGame(cabeza.Start())
	for i, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			return selfPlayGame{}, fmt.Errorf("ply %d %q: %w", i+1, clip(m), err)
		}
	}
	if !g.Status().Over() {
		return selfPlayGame{}, fmt.Errorf("the game is not over after %s: its result is unknown", plies(len(moves)))
	}
	return selfPlayGame{opening: opening, game: g}, nil
}

// plies is n plies in words ("ply" is not a regular noun).
func plies(n int) string {
	if n == 1 {
		return "1 ply"
	}
	return strconv.Itoa(n) + " plies"
}

// clip shortens a field for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}

// writeGame writes g's line.
func writeGame(w io.Writer, g selfPlayGame) error {
	var b strings.Builder
	b.WriteString(strconv.Itoa(g.opening))
	for _, m := range g.game.Moves() {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}
