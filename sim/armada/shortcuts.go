package armada

// Shortcuts says which of the engine's shortcuts a worker's trials take:
// for the tests, which check that the shortcut each covers is taken. It
// costs the trials nothing: it reads what the shortcuts keep anyway.
type Shortcuts struct {
	// Memo: the defence of a one-attack script is memoised
	// (attack_memo.go); FastMemo: its trials roll straight into the memo's
	// key (State.playMemo).
	Memo, FastMemo bool
	// MemoPools counts the pools whose defence the memo holds so far:
	// above 0 once a trial has filled it, and later trials with the same
	// pool take it.
	MemoPools int
	// CompiledProbes: the probes are recorded by compiled reads
	// (proberead.go).
	CompiledProbes bool
}

// Shortcuts reports the shortcuts s's trials take.
func (s *State) Shortcuts() Shortcuts {
	sc := Shortcuts{Memo: s.memo != nil, CompiledProbes: s.reads != nil}
	if m := s.memo; m != nil {
		sc.FastMemo = m.fast
		for _, e := range m.entries {
			if e != 0 && e&entryPlayed == 0 {
				sc.MemoPools++
			}
		}
	}
	return sc
}
