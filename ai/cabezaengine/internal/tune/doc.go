// Command tune fits the Cabeza evaluation's weights by Texel's method:
// the engine plays itself from random openings at a low fixed depth
// (gen), every quiet position of those games is labelled with the game's
// result, and the fit (fit) finds the K of the logistic sigmoid(K·score)
// that best predicts the results with today's weights, then the weights
// that minimise the mean squared error between sigmoid(K·score) and the
// results. The evaluation is linear in its weights
// (cabezaengine.EvalFeatures), so the fit is a gradient descent on the
// error, then a search of whole hundredths round its answer (Texel's
// local search) for weights the engine can hold.
//
//	go run ./ai/cabezaengine/internal/tune gen -games 3000 -depth 4 -o games.txt.gz
//	go run ./ai/cabezaengine/internal/tune fit testdata/selfplay.txt.gz
//	go run ./ai/cabezaengine/internal/tune error testdata/selfplay.txt.gz
//
// testdata/selfplay.txt.gz is the data set gen made for the weights in
// use (its first lines say how); the games are kept, not the positions,
// since the games are a tenth of the size and say everything the fit
// reads (the positions, and the result by the rules).
//
// It may import cabezacat/cabeza, cabezacat/ai/search,
// cabezacat/ai/cabezaengine, cabezacat/ai/cabezamatch (the match's
// openings) and cabezacat/ai/internal/cputime.
package main
