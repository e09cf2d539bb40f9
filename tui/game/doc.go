// Package game is what a game screen is, whatever the game: Base, which
// each game's screen embeds, holds the game and its history walk (Walk),
// the status line, the move prompt, the engine panel and the AI's search,
// the analysis and its preview, the pace of AI against AI (Pacer), the
// guard that asks before a game is lost, saving and quitting; Route and
// Follow wrap each game's own update. The shared code reaches back into
// the game's screen through Hooks, and a table screen drives a game
// screen through Table.
//
// It may import analysis, common and components (confirm, enginepanel,
// textfield); no screen.
package game
