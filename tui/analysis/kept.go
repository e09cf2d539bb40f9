package analysis

import "cabezacat/tui/components/enginepanel"

// keptPositions bounds the positions whose analysis is kept: enough for
// a walk through a long game's history and back, small beside a search.
const keptPositions = 64

// kept is what the analysis found of the positions it left, by their
// keys (see State.Follow): their finished depths, and whether their
// search had ended by itself. The oldest position kept is dropped first.
type kept struct {
	found map[any]found
	order []any // found's keys, oldest first
}

type found struct {
	infos    []enginepanel.Info
	finished bool
}

// put keeps the depths found of the position key (nothing for none, or
// for no key).
func (k *kept) put(key any, infos []enginepanel.Info, finished bool) {
	if key == nil || len(infos) == 0 {
		return
	}
	if k.found == nil {
		k.found = make(map[any]found)
	}
	if _, ok := k.found[key]; !ok {
		if len(k.order) == keptPositions {
			delete(k.found, k.order[0])
			k.order = append(k.order[:0], k.order[1:]...)
		}
		k.order = append(k.order, key)
	}
	k.found[key] = found{infos, finished}
}

// get is what was found of the position key, if it was analysed.
func (k *kept) get(key any) ([]enginepanel.Info, bool) {
	f := k.found[key]
	return f.infos, f.finished
}
