// Package version says which fleetlab a binary is. `make dist` stamps the
// release into Stamp with the linker:
//
//	go build -ldflags "-X github.com/fleetlab/fleetlab/cmd/internal/version.Stamp=v1.2.3" ./cmd/fleetlab
//
// A binary built without the stamp (go build, go install …@latest) falls
// back on the module version and VCS revision Go records in the binary.
package version

import "runtime/debug"

// Stamp is the release the binary was built as, set with -ldflags -X by
// `make dist`; empty when the build did not set it.
var Stamp string

// String returns the binary's version: Stamp when set, else the main
// module's version from the build information (v1.2.3 for go install
// …@v1.2.3), else the VCS revision ("devel+abc1234", "+dirty" when the
// tree had changes), else "devel".
func String() string {
	info, _ := debug.ReadBuildInfo()
	return describe(Stamp, info)
}

// describe is String for a given stamp and build information (nil when
// the binary has none).
func describe(stamp string, info *debug.BuildInfo) string {
	if stamp != "" {
		return stamp
	}
	if info == nil {
		return "devel"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev == "" {
		return "devel"
	}
	return "devel+" + rev[:min(7, len(rev))] + dirty
}
