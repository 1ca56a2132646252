package sim

import "unsafe"

func sizeOf[T any](v T) uintptr { return unsafe.Sizeof(v) }
