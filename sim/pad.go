package sim

// CacheLinePad separates data written by different goroutines, so that
// they never share a cache line (false sharing makes two workers slower
// than one). 128 bytes covers adjacent-line prefetching.
type CacheLinePad [128]byte

// padBytes is the size of CacheLinePad.
const padBytes = 128

// Isolated returns a slice of n zero values of T whose memory shares no
// cache line with any other allocation: a model's per-worker state, written
// every trial, should live in such memory.
func Isolated[T any](n int) []T {
	var zero T
	size := int(sizeOf(zero))
	pad := 1
	if size > 0 {
		pad = (padBytes + size - 1) / size
	}
	s := make([]T, n+2*pad)
	return s[pad : pad+n : pad+n]
}
