package dropfleet

import (
	"testing"
	"unsafe"
)

// TestShipStateIsSmall keeps the per-trial reset cheap: every trial copies
// every ship's state.
func TestShipStateIsSmall(t *testing.T) {
	if s := unsafe.Sizeof(ShipState{}); s > 48 {
		t.Errorf("ShipState is %d bytes, want at most 48", s)
	}
}
