package cabeza

import (
	"errors"
	"fmt"
)

// The kinds of problem a record can have; a *RecordError wraps one of
// them (test with errors.Is).
var (
	ErrNotRecord        = errors.New("not a Cabeza record")
	ErrRecordTag        = errors.New("bad tag")
	ErrRecordMoveNumber = errors.New("wrong move number")
	ErrRecordMove       = errors.New("bad move")
	ErrRecordResult     = errors.New("the result does not agree with the moves")
	ErrRecordTruncated  = errors.New("the record is cut short")
	ErrRecordTrailing   = errors.New("text after the result")
)

// RecordError says what is wrong with a record and where: the line and
// column (1-based, counting characters) of the token at fault, or 0 when
// the problem has no one place (Record.Game on a record built in code).
type RecordError struct {
	Line, Col int
	Problem   string // what is wrong, in full, with the message of the parser underneath
	Err       error  // the kind: ErrNotRecord, ErrRecordMove, ...
	Cause     error  // the error underneath (*MoveError, *PositionError, ErrGameOver), or nil
}

func (e *RecordError) Error() string {
	if e.Line == 0 {
		return "cabeza record: " + e.Problem
	}
	return fmt.Sprintf("cabeza record: line %d, column %d: %s", e.Line, e.Col, e.Problem)
}

// Unwrap gives the kind and the cause, so errors.Is finds ErrRecordMove
// and errors.As finds the *MoveError of the same failure.
func (e *RecordError) Unwrap() []error {
	if e.Cause == nil {
		return []error{e.Err}
	}
	return []error{e.Err, e.Cause}
}
