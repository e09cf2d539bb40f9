package cabeza

// Player is one of the two sides. Red starts in the south and moves first.
type Player uint8

const (
	Red Player = iota
	Blue
)

// Opponent is the other player.
func (p Player) Opponent() Player { return p ^ 1 }

// String is the player's name as the rules page writes it: "red", "blue".
func (p Player) String() string {
	if p == Blue {
		return "blue"
	}
	return "red"
}

// HomeRank is the player's home row as a rank index (y): red's is rank 1,
// blue's rank 10. A Cabeza wins by reaching the opponent's home row.
func (p Player) HomeRank() int {
	if p == Blue {
		return 9
	}
	return 0
}

// Kind is a piece kind. Every player has exactly one piece of each kind.
type Kind uint8

const (
	Cabeza Kind = iota // 1×1 disk: slides like a chess king
	Mini               // 1×1×1 block
	Flaco              // 2×1×1 block
	Chato              // 2×2×1 block
	Opa                // 2×2×2 block: rolls once per turn
)

// NumKinds is the number of piece kinds (and of pieces per player).
const NumKinds = 5

var kindNames = [NumKinds]string{"Cabeza", "Mini", "Flaco", "Chato", "Opa"}

// red's letters; blue's are the lower-case ones.
var kindLetters = [NumKinds]byte{'C', 'M', 'F', 'H', 'O'}

// String is the piece's name: "Cabeza", "Mini", "Flaco", "Chato", "Opa".
func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return "Kind(?)"
}

// IsBlock tells the rolling pieces from the Cabeza.
func (k Kind) IsBlock() bool { return k != Cabeza }

// Letter is the piece's letter in notation and position strings: upper
// case for red, lower case for blue.
func (k Kind) Letter(p Player) byte {
	l := kindLetters[k]
	if p == Blue {
		l += 'a' - 'A'
	}
	return l
}

// KindOfLetter reads a piece letter of either case.
func KindOfLetter(l byte) (Kind, Player, bool) {
	for k, u := range kindLetters {
		switch l {
		case u:
			return Kind(k), Red, true
		case u + 'a' - 'A':
			return Kind(k), Blue, true
		}
	}
	return 0, 0, false
}
