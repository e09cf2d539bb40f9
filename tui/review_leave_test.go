package tui

import (
	"testing"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/review"
)

// A review opened over a game in progress loses no game: ctrl+c and q
// ask the game's question on the game's screen, as they would there.
func TestAReviewOverAnUnsavedGameAsksBeforeQuitting(t *testing.T) {
	for name, a := range interruptGames(t) {
		next, cmd := a.Update(tuitest.KeyRunes("R"))
		msg, ok := tuitest.Message[common.StartReviewMsg](cmd)
		if !ok {
			t.Fatalf("%s: R asked for no review", name)
		}
		next, _ = next.Update(msg)
		app := next.(App)
		if _, ok := app.Screen().(review.Model); !ok {
			t.Fatalf("%s: the review is not shown: %T", name, app.Screen())
		}
		for _, key := range []string{"ctrl+c", "q"} {
			var quit bool
			var b App
			if key == "ctrl+c" {
				b, quit = ctrlC(t, app)
			} else {
				n, cmd := app.Update(tuitest.KeyRunes("q"))
				if show, ok := tuitest.Message[common.ShowScreenMsg](cmd); ok {
					n, _ = n.Update(show)
				}
				b, quit = n.(App), cmd != nil && tuitest.Quits(cmd)
			}
			if quit {
				t.Fatalf("%s: %s in the review quit over an unsaved game", name, key)
			}
			if q, ok := b.Screen().(common.Asker); !ok || q.Question() == "" {
				t.Errorf("%s: after %s the screen is %T with no question", name, key, b.Screen())
			}
		}
	}
}
