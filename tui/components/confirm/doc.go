// Package confirm is the guard of a game screen (Guard): the one-key
// question before a game with unsaved moves is thrown away (Ask), the
// save it offers, and ctrl+c twice saving and quitting.
//
// It may import record only.
package confirm
