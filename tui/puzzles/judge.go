package puzzles

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/statefile"
)

// The judging of a move played on a puzzle, and the rating and saving
// of the attempt.

// play judges the player's move.
func (m Model) play(text string) (tea.Model, tea.Cmd) {
	m.pick.Clear()
	right, played, err := m.pz.Judge(m.step, text)
	if err != nil {
		m.status = err.Error()
		return m, nil
	}
	m.hint = ""
	if right {
		m.step++
		m.status = "right: " + played
		if m.step < len(m.pz.Line) { // the defence the proof found
			m.status += fmt.Sprintf("; %s answers %s", m.other(), m.pz.Line[m.step])
			m.step++
			return m, nil
		}
		m.solved = true
		m.status = "solved! " + played
		if m.hinted && !m.rated {
			m.status = "solved with a hint (it counts as missed): " + played
		}
		return m, m.rate(!m.hinted)
	}
	m.wrong, m.reply, m.why = played, "", ""
	m.status = ""
	m.serial++
	ctx, cancel := context.WithCancel(context.Background())
	m.stop()
	m.cancel = cancel
	pz, step, serial := m.pz, m.step, m.serial // copies: the command shares nothing with the model
	refute := func() tea.Msg { return refutedMsg{serial, pz.Refute(ctx, step, played)} }
	return m, tea.Batch(refute, m.rate(false))
}

// other names the defender: "blue", "the catcher".
func (m Model) other() string {
	switch m.pz.Side() {
	case "Red":
		return "blue"
	case "Blue":
		return "red"
	case "Cat":
		return "the catcher"
	}
	return "the cat"
}

// rate counts the attempt once (its first result) and saves.
func (m *Model) rate(solved bool) tea.Cmd {
	if m.rated {
		return nil
	}
	m.rated = true
	m.change = m.progress.Record(&m.pz, solved)
	return m.save()
}

// save writes the progress off the event loop, from bytes made here.
func (m *Model) save() tea.Cmd {
	if m.account != nil {
		data, err := json.Marshal(m.progress)
		account := m.account
		return func() tea.Msg {
			if err == nil {
				err = account.SaveProgress(Trainer, data)
			}
			return savedMsg{err}
		}
	}
	if m.dir == "" {
		return nil
	}
	data, err := json.MarshalIndent(m.progress, "", "  ")
	if err != nil {
		return func() tea.Msg { return savedMsg{err} }
	}
	path := filepath.Join(m.dir, FileName)
	return func() tea.Msg { return savedMsg{statefile.Write(path, append(data, '\n'))} }
}
