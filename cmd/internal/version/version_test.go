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
		{"no build information", "", nil, "devel"},
		{"go install @version", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.2.0"}}, "v0.2.0"},
		{"a checkout", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: settings("vcs.revision", "0123456789abcdef", "vcs.modified", "false")}, "devel+0123456"},
		{"a changed checkout", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: settings("vcs.revision", "0123456789abcdef", "vcs.modified", "true")}, "devel+0123456+dirty"},
		{"no revision", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel"},
	}
	for _, tc := range tests {
		if got := describe(tc.stamp, tc.info); got != tc.want {
			t.Errorf("%s: describe = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestStringIsNeverEmpty(t *testing.T) {
	if String() == "" {
		t.Error("String() is empty")
	}
}
