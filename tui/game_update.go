package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// route handles what every game screen handles alike before its own
// update: the analysis' messages, the AI-vs-AI timer while the history is
// walked, the answer to a question, and every key while the analysis'
// preview is shown. done reports that msg needs nothing more.
func (b *gameBase[G, M, P, R]) route(s gameScreen[G], msg tea.Msg, k gameKeys) (cmd tea.Cmd, done bool) {
	switch msg := msg.(type) {
	case searchProgressMsg:
		if b.an.owns(msg.id) {
			b.an.infos = msg.infos
			return b.an.job.wait(), true
		}
	case searchDoneMsg:
		if b.an.owns(msg.id) {
			b.an.done(msg.infos)
			return s.syncAnalysis(), true
		}
	case paceMsg:
		if b.walk.walking() {
			return nil, true // AI vs AI waits while the person walks the history
		}
	case tea.KeyMsg:
		if b.ask != askNone {
			return b.answer(s, msg), true
		}
		if b.an.preview != nil {
			return b.previewKey(s, msg, k.Quit), true
		}
	}
	return nil, false
}

// follow ends an update the way every game screen does: an analysis
// search that a new game left behind is stopped, a move played on a
// walked line extends it (see walk.track), and the analysis follows the
// shown position.
func (b *gameBase[G, M, P, R]) follow(s gameScreen[G], before *searchJob, cmd tea.Cmd) tea.Cmd {
	if before != nil && b.an.job != before {
		before.stop() // a new game or the menu: the old analysis ends
	}
	b.walk.track(b.game)
	return tea.Batch(cmd, s.syncAnalysis())
}

// historyKey handles the keys of the analysis (deepen is the game's "one
// depth more" key, hint says it), of the history walk and w (save); ok
// is false for any other key.
func (b *gameBase[G, M, P, R]) historyKey(s gameScreen[G], msg tea.KeyMsg, k gameKeys, deepen key.Binding, hint string) (cmd tea.Cmd, ok bool) {
	if b.an.handleKey(msg, s, deepen, hint) {
		return nil, true
	}
	if cmd, ok := b.walk.key(s, msg, k.Undo, k.Step); ok {
		return cmd, true
	}
	if key.Matches(msg, analysisKeys.Save) {
		s.save()
		return nil, true
	}
	return nil, false
}

// playKey handles the keys every game screen has alike: the pace of AI
// against AI (p, s, +, -) and q; ok is false for any other key.
func (b *gameBase[G, M, P, R]) playKey(s gameScreen[G], msg tea.KeyMsg, k gameKeys) (cmd tea.Cmd, ok bool) {
	switch {
	case key.Matches(msg, k.Pause):
		if !s.aiVsAI() {
			b.say(false, "pause is for AI vs AI")
			return nil, true
		}
		b.say(false, "%s", b.togglePause())
		if b.paused {
			return nil, true
		}
		return s.next(), true
	case key.Matches(msg, k.Step):
		if b.job != nil || s.over() || s.humanToMove() {
			return nil, true
		}
		b.paused = true
		b.say(false, "one move, then %s", pausedWords)
		return s.think(), true
	case key.Matches(msg, k.Faster):
		b.say(false, "%s", b.faster())
	case key.Matches(msg, k.Slower):
		b.say(false, "%s", b.slower())
	case key.Matches(msg, k.Quit):
		return b.quitKey(s), true
	default:
		return nil, false
	}
	return nil, true
}

// quitKey is q: it asks first when the game is not saved.
func (b *gameBase[G, M, P, R]) quitKey(s gameScreen[G]) tea.Cmd {
	if b.unsaved() {
		b.confirm(s, askQuit)
		return nil
	}
	return b.leave(s, false)
}

// leave ends the program; after a save (saved) the farewell says where
// the game went.
func (b *gameBase[G, M, P, R]) leave(s gameScreen[G], saved bool) tea.Cmd {
	s.stopAll()
	if saved {
		return quitWith(b.guard.savedNote()) // said after the program
	}
	return tea.Quit
}

// escToMenu is esc with nothing left to back out of: the first arms it,
// the second goes back to the menu, asking first when the game is not
// saved.
func (b *gameBase[G, M, P, R]) escToMenu(s gameScreen[G]) tea.Cmd {
	switch {
	case b.escArmed && b.unsaved():
		b.escArmed = false
		b.confirm(s, askMenu)
	case b.escArmed:
		s.stopAll()
		return toMenu
	default:
		b.escArmed = true
		b.say(false, "esc again: back to the menu (this game is left)")
	}
	return nil
}

// confirm asks before a game with unsaved moves is thrown away.
func (b *gameBase[G, M, P, R]) confirm(s gameScreen[G], a confirmAsk) {
	b.guard.confirm(s, a, len(b.record().Moves()))
}

// answer is the key after a question: y goes on, w saves first, any
// other key keeps the game. A game that stays (kept, or new) goes on
// with its analysis.
func (b *gameBase[G, M, P, R]) answer(s gameScreen[G], msg tea.KeyMsg) tea.Cmd {
	a, saved, ok := b.guard.answer(s, msg, func() string { return b.status })
	if !ok {
		return s.syncAnalysis()
	}
	switch a {
	case askQuit:
		return b.leave(s, saved != "")
	case askMenu:
		s.stopAll()
		return toMenu
	}
	cmd := s.renew(a) // b is the new game's base now
	if saved != "" {
		b.say(false, "%s; new game", saved)
	}
	return tea.Batch(cmd, s.syncAnalysis())
}

// interruptGame is ctrl+c (see guard.interrupt).
func (b *gameBase[G, M, P, R]) interruptGame(s gameScreen[G]) (farewell string, quit bool) {
	return b.guard.interrupt(s, b.unsaved(), len(b.record().Moves()))
}

// openPrompt gives the move prompt the keyboard.
func (b *gameBase[G, M, P, R]) openPrompt() tea.Cmd {
	b.prompting = true
	b.status = ""
	return b.prompt.Focus()
}

func (b *gameBase[G, M, P, R]) closePrompt() {
	b.prompting = false
	b.prompt.Blur()
	b.prompt.SetValue("")
}

// promptKey edits the move prompt: esc closes it, enter gives its text
// to enter (which explains a mistake and keeps the text for correcting),
// and any other key edits it, clearing an old complaint.
func (b *gameBase[G, M, P, R]) promptKey(msg tea.KeyMsg, enter func(text string) tea.Cmd) tea.Cmd {
	switch msg.Type {
	case tea.KeyEsc:
		b.closePrompt()
		b.status = ""
		return nil
	case tea.KeyEnter:
		return enter(b.prompt.Value())
	}
	var cmd tea.Cmd
	var edited bool
	if b.prompt, cmd, edited = editText(b.prompt, msg); edited {
		b.status = ""
	}
	return cmd
}

// blink passes a message no one else wants to the prompt while it is
// open: its cursor blinks.
func (b *gameBase[G, M, P, R]) blink(msg tea.Msg) tea.Cmd {
	if !b.prompting {
		return nil
	}
	var cmd tea.Cmd
	b.prompt, cmd = b.prompt.Update(msg)
	return cmd
}
