package puzzles

import (
	"testing"

	"cabezacat/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }
