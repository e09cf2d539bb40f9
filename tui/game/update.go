package game

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/components/textfield"
)

// Route handles what every game screen handles alike before its own
// update: the analysis' messages, the AI-vs-AI timer while the history is
// walked, the answer to a question, and every key while the analysis'
// preview is shown. done reports that msg needs nothing more.
func (b *Base[G, M, P, R]) Route(s Hooks[G], msg tea.Msg, k Keys) (cmd tea.Cmd, done bool) {
	switch msg := msg.(type) {
	case analysis.ProgressMsg:
		if b.Analysis.Owns(msg.ID) {
			b.Analysis.Progress(msg.Infos)
			return b.Analysis.Job.Wait(), true
		}
	case analysis.DoneMsg:
		if b.Analysis.Owns(msg.ID) {
			b.Analysis.Done(msg.Infos)
			return s.SyncAnalysis(), true
		}
	case UnderTableMsg:
		b.UnderTable = true
		return nil, true
	case PaceMsg:
		if b.Walk.Walking() {
			return nil, true // AI vs AI waits while the person walks the history
		}
	case tea.KeyMsg:
		if b.Ask != confirm.AskNone {
			return b.Answer(s, msg), true
		}
		if b.Analysis.Preview != nil {
			return b.PreviewKey(s, msg, k.Quit), true
		}
	}
	return nil, false
}

// Follow ends an update the way every game screen does: an analysis
// search that a new game left behind is stopped, a move played on a
// walked line extends it (see Walk.Track), and the analysis follows the
// shown position.
func (b *Base[G, M, P, R]) Follow(s Hooks[G], before *analysis.Job, cmd tea.Cmd) tea.Cmd {
	if before != nil && b.Analysis.Job != before {
		before.Stop() // a new game or the menu: the old analysis ends
	}
	b.Walk.Track(b.Game)
	if b.Left {
		return cmd // the screen is being dropped: its analysis stays stopped
	}
	return tea.Batch(cmd, s.SyncAnalysis())
}

// ToMenu leaves the game for the menu: everything it runs stops and
// stays stopped, since the root drops the screen without a word to it.
func (b *Base[G, M, P, R]) ToMenu(s Hooks[G]) tea.Cmd {
	s.StopAll()
	b.Left = true
	return common.ToMenu
}

// HistoryKey handles the keys of the analysis (deepen is the game's "one
// depth more" key, hint says it), of the history walk and w (save); ok
// is false for any other key.
func (b *Base[G, M, P, R]) HistoryKey(s Hooks[G], msg tea.KeyMsg, k Keys, deepen key.Binding, hint string) (cmd tea.Cmd, ok bool) {
	if b.Analysis.HandleKey(msg, s, deepen, hint) {
		return nil, true
	}
	if cmd, ok := b.Walk.Key(s, msg, k.Undo, k.Step); ok {
		return cmd, true
	}
	if key.Matches(msg, analysis.Keys.Save) {
		s.Save()
		return nil, true
	}
	return nil, false
}

// PlayKey handles the keys every game screen has alike: the pace of AI
// against AI (p, s, +, -) and q; ok is false for any other key.
func (b *Base[G, M, P, R]) PlayKey(s Hooks[G], msg tea.KeyMsg, k Keys) (cmd tea.Cmd, ok bool) {
	switch {
	case key.Matches(msg, k.Pause):
		if !s.AIVsAI() {
			b.Say(false, "pause is for AI vs AI")
			return nil, true
		}
		b.Say(false, "%s", b.TogglePause())
		if b.Paused {
			return nil, true
		}
		return s.Next(), true
	case key.Matches(msg, k.Step):
		if b.Job != nil || s.Over() || s.HumanToMove() {
			return nil, true
		}
		b.Paused = true
		b.Say(false, "one move, then %s", PausedWords)
		return s.Think(), true
	case key.Matches(msg, k.Faster):
		b.Say(false, "%s", b.Faster())
	case key.Matches(msg, k.Slower):
		b.Say(false, "%s", b.Slower())
	case key.Matches(msg, k.Quit):
		return b.Quit(s), true
	default:
		return nil, false
	}
	return nil, true
}

// Quit is q: it asks first when the game is not saved.
func (b *Base[G, M, P, R]) Quit(s Hooks[G]) tea.Cmd {
	if b.Unsaved() {
		b.Confirm(s, confirm.AskQuit)
		return nil
	}
	return b.Leave(s, false)
}

// Leave ends the program; after a save (saved) the farewell says where
// the game went.
func (b *Base[G, M, P, R]) Leave(s Hooks[G], saved bool) tea.Cmd {
	s.StopAll()
	if saved {
		return common.QuitWith(b.Guard.SavedNote()) // said after the program
	}
	return tea.Quit
}

// EscToMenu is esc with nothing left to back out of: the first arms it,
// the second goes back to the menu, asking first when the game is not
// saved.
func (b *Base[G, M, P, R]) EscToMenu(s Hooks[G]) tea.Cmd {
	switch {
	case b.EscArmed && b.Unsaved():
		b.EscArmed = false
		b.Confirm(s, confirm.AskMenu)
	case b.EscArmed:
		return b.ToMenu(s)
	default:
		b.EscArmed = true
		b.Say(false, "esc again: back to the menu (this game is left)")
	}
	return nil
}

// Confirm asks before a game with unsaved moves is thrown away.
func (b *Base[G, M, P, R]) Confirm(s Hooks[G], a confirm.Ask) {
	b.Guard.Confirm(s, a, len(b.Record().Moves()))
}

// Answer is the key after a question: y goes on, w saves first, any
// other key keeps the game. A game that stays (kept, or new) goes on
// with its analysis.
func (b *Base[G, M, P, R]) Answer(s Hooks[G], msg tea.KeyMsg) tea.Cmd {
	a, saved, ok := b.Guard.Answer(s, msg, func() string { return b.Status })
	if !ok {
		return s.SyncAnalysis()
	}
	switch a {
	case confirm.AskQuit:
		return b.Leave(s, saved != "")
	case confirm.AskMenu:
		return b.ToMenu(s)
	}
	cmd := s.Renew(a) // b is the new game's base now
	if saved != "" {
		b.Say(false, "%s; new game", saved)
	}
	return tea.Batch(cmd, s.SyncAnalysis())
}

// InterruptGame is ctrl+c (see confirm.Guard.Interrupt).
func (b *Base[G, M, P, R]) InterruptGame(s Hooks[G]) (farewell string, quit bool) {
	return b.Guard.Interrupt(s, b.Unsaved(), len(b.Record().Moves()))
}

// OpenPrompt gives the move prompt the keyboard.
func (b *Base[G, M, P, R]) OpenPrompt() tea.Cmd {
	b.Prompting = true
	b.Status = ""
	return b.Prompt.Focus()
}

func (b *Base[G, M, P, R]) ClosePrompt() {
	b.Prompting = false
	b.Prompt.Blur()
	b.Prompt.SetValue("")
}

// PromptKey edits the move prompt: esc closes it, enter gives its text
// to enter (which explains a mistake and keeps the text for correcting),
// ':' over a refused move starts it again, and any other key edits it,
// clearing an old complaint.
func (b *Base[G, M, P, R]) PromptKey(msg tea.KeyMsg, enter func(text string) tea.Cmd) tea.Cmd {
	switch {
	case msg.Type == tea.KeyEsc:
		b.ClosePrompt()
		b.Status = ""
		return nil
	case msg.Type == tea.KeyEnter:
		return enter(b.Prompt.Value())
	case msg.Type == tea.KeyRunes && string(msg.Runes) == ":" && b.Problem && b.Status != "":
		// The key that opened the prompt, typed over a move just
		// refused: a new move, by habit, not a ':' after the old one
		// (no move holds one).
		b.Prompt.SetValue("")
		b.Status = ""
		return nil
	}
	var cmd tea.Cmd
	var edited bool
	if b.Prompt, cmd, edited = textfield.Edit(b.Prompt, msg); edited {
		b.Status = ""
	}
	return cmd
}

// Blink passes a message no one else wants to the prompt while it is
// open: its cursor blinks.
func (b *Base[G, M, P, R]) Blink(msg tea.Msg) tea.Cmd {
	if !b.Prompting {
		return nil
	}
	var cmd tea.Cmd
	b.Prompt, cmd = b.Prompt.Update(msg)
	return cmd
}
