//go:build !linux

package reports

import "errors"

// exchangeDirs would swap the folders a and b atomically; this system has no
// such call, so swapIn falls back to two renames.
func exchangeDirs(a, b string) error { return errors.ErrUnsupported }
