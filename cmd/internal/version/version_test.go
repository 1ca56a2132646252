package version

import (
	"runtime/debug"
	"testing"
)

func TestDescribe(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	tests := []struct {
		name  string
		stamp string
		info  *debug.BuildInfo
		want  string
	}{
		{"the stamp wins", "v0.3.0", &debug.BuildInfo{Main: debug.Module{Version: "v0.2.0"}}, "v0.3.0"},
		{"no build information", "", nil, "devel+bin.0123456789ab"},
		{"go install @version", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.2.0"}}, "v0.2.0"},
		{"a checkout", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: settings("vcs.revision", "0123456789abcdef", "vcs.modified", "false")}, "devel+0123456"},
		{"a changed checkout", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: settings("vcs.revision", "0123456789abcdef", "vcs.modified", "true")}, "devel+0123456+dirty+bin.0123456789ab"},
		{"no revision", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel+bin.0123456789ab"},
	}
	for _, tc := range tests {
		if got := describe(tc.stamp, tc.info, fakeBinary); got != tc.want {
			t.Errorf("%s: describe = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestStringIsNeverEmpty(t *testing.T) {
	if String() == "" {
		t.Error("String() is empty")
	}
}

// fakeBinary stands for the executable's hash.
func fakeBinary() string { return "0123456789abcdef0123456789abcdef" }

// TestBuildsWithoutVCSAreNamedByTheirCode checks issue 36's finding that
// every build without version information called itself "devel", so that
// the shards of two commits merged: such a build, and one of a changed
// work tree, carries the hash of its executable, which differs between
// two builds of different code.
func TestBuildsWithoutVCSAreNamedByTheirCode(t *testing.T) {
	a := buildOf(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, func() string { return "aaaa" })
	b := buildOf(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, func() string { return "bbbb" })
	if a.Binary == "" || a == b {
		t.Errorf("two builds without VCS information of different code: %+v and %+v, want their binaries' hashes apart", a, b)
	}
	clean := buildOf(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}}},
		func() string { return "aaaa" })
	if clean.Binary != "" {
		t.Errorf("a clean checkout's build carries its binary's hash %q: its commit fixes its code", clean.Binary)
	}
	if got := ExecutableSHA256(); len(got) != 64 {
		t.Errorf("ExecutableSHA256() = %q, want 64 hex digits", got)
	}
}
