package dropfleet

import "testing"

// TestUndeclaredQuantityTakesFullPath checks that the skips are an
// allow-list (hotpath.go): a quantity probeIgnores does not declare, such
// as one appended after the last, ignores nothing, so a game it measures
// skips nothing; and a whole battle's quantities declare nothing.
func TestUndeclaredQuantityTakesFullPath(t *testing.T) {
	next := Quantity(len(quantities))
	if ignoredBy(next) != 0 {
		t.Errorf("quantity %d, undeclared, ignores %b", next, ignoredBy(next))
	}
	for q := Wins; q <= TurnsPlayed; q++ {
		if ignoredBy(q) != 0 {
			t.Errorf("battle quantity %s ignores %b", q, ignoredBy(q))
		}
	}
	g := flatScanGame(ShipState{Silent: true}, Activation{Battlegroup: 0, Special: ActiveScan})
	if sk := skipsOf(g, g.newPlayers()); !sk.moves || !sk.sequence {
		t.Fatalf("the flat game skips %+v", sk)
	}
	g.Probes = append(g.Probes, Probe{What: next})
	if sk := skipsOf(g, g.newPlayers()); sk != (skips{}) {
		t.Errorf("a game measured by an undeclared quantity skips %+v", sk)
	}
}

// TestNoSkipsPlaysTheScript checks that a model with NoSkips takes no
// shortcut: its worker plays the script step by step, skipping nothing
// and compiling nothing, the reference the shortcuts are tested against.
func TestNoSkipsPlaysTheScript(t *testing.T) {
	g := flatScanGame(ShipState{Silent: true}, Activation{Battlegroup: 0, Special: ActiveScan})
	if s := g.NewTrial().(*State); s.way != wayFlatScans {
		t.Fatalf("the flat game plays %s", wayNames[s.way])
	}
	g.NoSkips = true
	s := g.NewTrial().(*State)
	if sc := s.Shortcuts(); sc != (Shortcuts{Way: "script"}) || s.plans != nil || s.reveals != nil || s.aims != nil || s.shipsAt0 != nil {
		t.Errorf("with NoSkips, the shortcuts %+v", sc)
	}
}
