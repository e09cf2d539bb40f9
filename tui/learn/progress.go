package learn

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"

	"cabezacat/internal/statefile"
	"cabezacat/tui/common"
	"cabezacat/tui/learn/lesson"
	"cabezacat/tui/record"
)

// progressFile is the name of the file of lessons done, in the data
// folder (record.Dir).
const progressFile = "lessons.json"

// ProgressPath is where the steps done are kept: the data folder's
// lessons.json, or "" when there is no data folder (no home).
func ProgressPath() string {
	dir, err := record.Dir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, progressFile)
}

// progress is the steps done, by key (see stepKey). The version lets a
// later format tell this one apart.
type progress struct {
	Version int             `json:"version"`
	Done    map[string]bool `json:"done"`
}

// stepKey names a step in the progress file: the game, the lesson's id
// and the step's number, "cabeza/crush/2". Ids are stable in the data;
// a step added at a lesson's end keeps the others' numbers.
func stepKey(g lesson.Game, l *lesson.Lesson, i int) string {
	return fmt.Sprintf("%s/%s/%d", g.Key(), l.ID, i+1)
}

// loadProgress reads path ("" reads nothing). A damaged file is set
// aside by statefile and named in the words returned; any other error
// is said too, and the lessons start with nothing done.
func loadProgress(path string) (progress, string) {
	p := progress{Version: 1, Done: map[string]bool{}}
	if path == "" {
		return p, ""
	}
	err := statefile.LoadJSON(path, &p)
	if p.Done == nil {
		p.Done = map[string]bool{}
	}
	var dmg *statefile.DamagedError
	switch {
	case errors.As(err, &dmg):
		return p, "lesson progress: " + dmg.Error()
	case err != nil:
		return p, fmt.Sprintf("lesson progress not read: %v", err)
	}
	return p, ""
}

// save writes the progress to path ("" keeps it for this session).
func (p progress) save(path string) error {
	if path == "" {
		return nil
	}
	return statefile.WriteJSON(path, p)
}

// Trainer is the lessons' name for their progress in an account
// (common.ProgressStore).
const Trainer = "lessons"

// decode reads progress an account kept (nothing: none done); on an
// error p is left with nothing done.
func (p *progress) decode(data []byte) error {
	*p = progress{Version: 1, Done: map[string]bool{}}
	if len(data) == 0 {
		return nil
	}
	var got progress
	if err := json.Unmarshal(data, &got); err != nil {
		return err
	}
	for k, done := range got.Done {
		p.Done[k] = done
	}
	return nil
}

// saveTo keeps the progress in account, or in path when there is none.
func (p progress) saveTo(account common.ProgressStore, path string) error {
	if account == nil {
		return p.save(path)
	}
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return account.SaveProgress(Trainer, data)
}
