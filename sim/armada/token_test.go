package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestTokenLifeCycle checks seed 004: "no pot gastar més d'una fitxa del
// mateix tipus ni la mateixa fitxa individual més d'una vegada en aquest
// atac; gastar una fitxa preparada la gira i la deixa esgotada, i gastar una
// fitxa esgotada la descarta. Les fitxes esgotades es preparen durant la Fase
// d'estat".
func TestTokenLifeCycle(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Tokens: []TokenType{Brace, Brace, Redirect}}
	dp := &testDefender{spend: []int{0, 1, 2}}
	g := pair(isd, def, nil, dp)
	s, a := fixed(g, Close, die(Red, HitHit), die(Blue, Hit))
	s.resolveRolled(a, sim.NewStream(1, 0))
	st := &s.Units[1]
	if st.Tokens != [MaxTokens]TokenState{Exhausted, Ready, Exhausted} {
		t.Errorf("after one attack: %v, want [exhausted ready exhausted]: one Brace only, each token once", st.Tokens[:3])
	}
	if st.TokensSpent != 2 {
		t.Errorf("spent %d tokens, want 2", st.TokensSpent)
	}
	a2 := &Attack{Attacker: 0, Defender: 1, Zone: Front, Range: Close, State: s}
	a2.Pool[0], a2.N = die(Red, HitHit), 1
	dp.spend = []int{0}
	s.resolveRolled(a2, sim.NewStream(2, 0))
	if st.Tokens[0] != Discarded || st.TokensDiscarded != 1 {
		t.Errorf("spending an exhausted Brace: %v, discarded %d; want discarded", st.Tokens[0], st.TokensDiscarded)
	}
	s.StatusPhase()
	if st.Tokens[0] != Discarded || st.Tokens[2] != Ready {
		t.Errorf("after the Status Phase: %v, want the discarded token gone and the exhausted one ready", st.Tokens[:3])
	}
}

// TestSpeedZeroSpendsNoTokens checks seed 004: "una nau amb velocitat 0 no
// pot gastar fitxes de defensa".
func TestSpeedZeroSpendsNoTokens(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Tokens: []TokenType{Brace}}
	g := pair(isd, def, nil, &testDefender{spend: []int{0}})
	s, a := fixed(g, Close, die(Red, HitHit), die(Red, HitHit))
	s.Units[1].Speed = 0
	s.resolveRolled(a, sim.NewStream(1, 0))
	if s.Units[1].Tokens[0] != Ready || a.Damage != 4 {
		t.Errorf("speed 0: token %v, damage %d; want ready and 4 (no Brace)", s.Units[1].Tokens[0], a.Damage)
	}
}

// TestAccuracyLocksToken checks seed 004, "Després que l'atacant resolgui
// els resultats de precisió, el defensor pot gastar una o més fitxes de
// defensa", and rules notes §3: accuracies spent first, each locking a token
// that then cannot be spent this attack.
func TestAccuracyLocksToken(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Tokens: []TokenType{Brace}}
	g := pair(isd, def, &testAttacker{lock: []int{0}, reroll: -1}, &testDefender{spend: []int{0}})
	s, a := fixed(g, Close, die(Blue, Accuracy), die(Red, HitHit), die(Red, HitHit))
	s.resolveRolled(a, sim.NewStream(1, 0))
	if !a.Locked[0] || s.Units[1].Tokens[0] != Ready || a.Damage != 4 || !a.Accuracy {
		t.Errorf("locked %v, token %v, damage %d: want Brace locked, unspent, 4 damage", a.Locked[0], s.Units[1].Tokens[0], a.Damage)
	}
	// Blinded Gunners: "While attacking, you cannot spend accuracy icons."
	s, a = fixed(g, Close, die(Blue, Accuracy), die(Red, HitHit), die(Red, HitHit))
	s.Units[0].Faceup[BlindedGunners] = 1
	s.resolveRolled(a, sim.NewStream(1, 0))
	if a.Locked[0] || a.Damage != 2 {
		t.Errorf("Blinded Gunners: locked %v, damage %d; want Brace spent, 2 damage", a.Locked[0], a.Damage)
	}
}

// TestScatterCancelsEverything checks rules notes §4: "Cancel every die in
// the pool (attack deals nothing, no crit)".
func TestScatterCancelsEverything(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Shields: [zones]int{0, 0, 0, 0}, Tokens: []TokenType{Scatter}}
	g := pair(isd, def, nil, &testDefender{spend: []int{0}})
	s, a := fixed(g, Close, die(Red, Crit), die(Black, HitCrit))
	s.resolveRolled(a, sim.NewStream(1, 0))
	if a.Damage != 0 || a.Crit || s.Units[1].DealtFaceup {
		t.Errorf("scattered: damage %d, crit %v", a.Damage, a.Crit)
	}
}

// TestRedirect checks rules notes §4: damage may go onto one adjacent
// zone's shields, up to those shields, before the rest reaches the
// defending zone.
func TestRedirect(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Shields: [zones]int{1, 2, 3, 1}, Tokens: []TokenType{Redirect}}
	g := pair(isd, def, nil, &testDefender{spend: []int{0}, redirect: Right})
	s, a := fixed(g, Close, die(Red, HitHit), die(Red, HitHit), die(Red, HitHit)) // 6 damage
	s.resolveRolled(a, sim.NewStream(1, 0))
	st := &s.Units[1]
	if st.Shields != [zones]int8{0, 2, 0, 1} || st.Cards != 2 || a.Damage != 6 {
		t.Errorf("shields %v, cards %d, damage %d; want right 3 → 0, front 1 → 0, 2 cards", st.Shields, st.Cards, a.Damage)
	}
	// a zone that is not adjacent falls back to an adjacent one
	g = pair(isd, def, nil, &testDefender{spend: []int{0}, redirect: Rear})
	s, a = fixed(g, Close, die(Red, HitHit))
	s.resolveRolled(a, sim.NewStream(1, 0))
	if s.Units[1].Shields[Rear] != 1 {
		t.Errorf("Redirect onto the rear from the front: rear shields %d, want untouched", s.Units[1].Shields[Rear])
	}
}
