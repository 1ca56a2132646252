package reports

import "golang.org/x/sys/unix"

// exchangeDirs swaps the folders a and b in one atomic step (renameat2 with
// RENAME_EXCHANGE); it fails on file systems without it.
func exchangeDirs(a, b string) error {
	return unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
}
