package yamldoc

import "testing"

// TestNearest: a did-you-mean names a likely typo only: two edits at most,
// one for a name of three characters or fewer.
func TestNearest(t *testing.T) {
	for _, tc := range []struct {
		got   string
		known []string
		want  string
	}{
		{"plian", []string{"admiral", "plain"}, "plain"},
		{"ture", []string{"true", "false"}, "true"},
		{"signatur", []string{"silent", "signature", "spike"}, "signature"},
		{"m", []string{"n"}, "n"},
		{"sed", []string{"seed", "sig"}, "seed"},
		{"2.0", []string{"1.5", "1.6"}, ""},
		{"ab", []string{"cd"}, ""},
		{"colour", []string{"not-silent", "silent"}, ""},
	} {
		if got := Nearest(tc.got, tc.known); got != tc.want {
			t.Errorf("Nearest(%q, %q) = %q, want %q", tc.got, tc.known, got, tc.want)
		}
	}
}
