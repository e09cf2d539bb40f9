package tuitest

import "sync"

// ProgressAccount is an account's store of the trainers' progress
// (common.ProgressStore), in memory and safe for the commands'
// goroutines: what a server gives a player's screens.
type ProgressAccount struct {
	mu   sync.Mutex
	data map[string][]byte
}

// NewProgressAccount is an account holding data (by trainer).
func NewProgressAccount(data map[string][]byte) *ProgressAccount {
	if data == nil {
		data = map[string][]byte{}
	}
	return &ProgressAccount{data: data}
}

func (a *ProgressAccount) LoadProgress(trainer string) ([]byte, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.data[trainer], nil
}

func (a *ProgressAccount) SaveProgress(trainer string, data []byte) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.data[trainer] = append([]byte(nil), data...)
	return nil
}

// Saved is what the account holds for trainer now.
func (a *ProgressAccount) Saved(trainer string) []byte {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.data[trainer]
}
