//go:build !linux

package sandbox

import "os"

// engineCommand is how the engine program argv is started: off Linux,
// under our uid, in our working directory.
func engineCommand(argv []string, cont Containment) (Command, func(), error) {
	cwd, err := os.Getwd()
	if err != nil {
		return Command{}, nil, err
	}
	return Command{Path: argv[0], Args: argv[1:], Env: MinimalEnv(cwd)}, func() {}, nil
}
