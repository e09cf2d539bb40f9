package cabeza

// Zobrist keys: one per player and spot, one for blue to move. A fixed
// seed keeps hashes the same from run to run, so they can be logged and
// compared.
var (
	zobristPiece      [2][numSpots]uint64
	zobristBlueToMove uint64
)

func init() {
	state := uint64(0xCABE2A_5EED)
	next := func() uint64 { // splitmix64
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for pl := 0; pl < 2; pl++ {
		for i := range zobristPiece[pl] {
			zobristPiece[pl][i] = next()
		}
	}
	zobristBlueToMove = next()
}

// ComputeHash computes the hash from scratch; Play keeps Hash equal to it.
func (p Position) ComputeHash() uint64 {
	var h uint64
	for pl := 0; pl < 2; pl++ {
		for _, s := range p.at[pl] {
			h ^= zobristPiece[pl][s]
		}
	}
	if p.side == Blue {
		h ^= zobristBlueToMove
	}
	return h
}
