package cabezaengine_test

import (
	"context"
	"fmt"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// A fixed-depth search of a position where red crushes blue's Cabeza on
// the move: the engine plays the crush and scores it "win 1".
func ExampleEngine_Search() {
	pos, err := cabeza.ParsePosition("2oo1mhh2/2ooffhh2/10/10/4c5/4M5/10/10/2OOFFHH2/2OOC1HH2 r 1")
	if err != nil {
		panic(err)
	}
	game := cabeza.NewGame(pos)
	engine := cabezaengine.New(cabezaengine.Options{})
	res := engine.Search(context.Background(), *game, search.Limits{Depth: 3}, nil)
	fmt.Println(res.Move, res.Score)
	// Output: Mn win 1
}

// The levels' limits and options go straight into a search.
func ExampleLevel() {
	lim, opts := cabezaengine.Level(3)
	engine := cabezaengine.New(opts)
	res := engine.Search(context.Background(), *cabeza.NewGame(cabeza.Start()), lim, nil)
	fmt.Println(res.OK, res.Depth)
	// Output: true 3
}
