// Package gamesetup says what a game to start is: who plays each side
// (Player: a person, the built-in AI at a level, a Cabeza engine
// program), the AI levels, each game's setup (CabezaSetup, CatcatSetup)
// and the parsers and checks of the command line and the menu. It draws
// nothing.
//
// It may import ai/cabezaconsole, ai/catcatagent, internal/cmdline (an
// engine program's command line checked), cabeza and catcat.
package gamesetup
