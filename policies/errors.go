package policies

import "fmt"

// Error is a bad policy name or setting. Its wording is kept as a format of
// fmt.Sprintf and its arguments, so that the command line can print the
// sentence in another language (see [Error.Wording]).
type Error struct {
	Format string
	Args   []any
}

// Error returns the sentence in English.
func (e *Error) Error() string { return fmt.Sprintf(e.Format, e.Args...) }

// Wording returns the English format and its arguments, for a caller that
// translates the format.
func (e *Error) Wording() (format string, args []any) { return e.Format, e.Args }

// wordedf returns the *Error of format and args (checked by go vet as
// fmt.Sprintf's are).
func wordedf(format string, args ...any) error {
	_ = fmt.Sprintf(format, args...) // lets go vet check every call's verbs
	return &Error{format, args}
}
