package assets

import _ "embed"

// BridgeMain is the C++ main.cpp that turns a course Catch the Cat
// submission (IAgent.h, Cat.h, Catcher.h, no main) into an agent
// executable: one state on stdin, the next state on stdout.
//
//go:embed bridge/main.cpp
var BridgeMain []byte
