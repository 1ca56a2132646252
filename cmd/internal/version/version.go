// Package version says which fleetlab a binary is. `make dist` stamps the
// release into Stamp with the linker:
//
//	go build -ldflags "-X github.com/fleetlab/fleetlab/cmd/internal/version.Stamp=v1.2.3" ./cmd/fleetlab
//
// A binary built without the stamp (go build, go install …@latest) falls
// back on the module version and VCS revision Go records in the binary.
// A binary whose build information does not fix its code (built outside a
// checkout, as the Dockerfile builds, or from a checkout with changes)
// names itself by the SHA-256 of its own executable instead, so that two
// such builds are never taken for one.
package version

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// Stamp is the release the binary was built as, set with -ldflags -X by
// `make dist`; empty when the build did not set it.
var Stamp string

// Build is what the binary knows of the code it was built from.
type Build struct {
	// Module is the main module's version ("(devel)" for a build of a
	// checkout or a folder, v1.2.3 for go install …@v1.2.3).
	Module string
	// Revision is the VCS commit the binary was built from, Modified
	// whether the work tree had changes; "" and false without VCS
	// information.
	Revision string
	Modified bool
	// Go is the toolchain's version (go1.26.11).
	Go string
	// Binary is the SHA-256 of the executable's bytes when Module and
	// Revision do not fix the code (see Fixed); "" when they do.
	Binary string
}

// Fixed reports whether the build information alone fixes the code: a
// released module version, or a commit of a clean work tree.
func (b Build) Fixed() bool {
	return b.Module != "" && b.Module != "(devel)" || b.Revision != "" && !b.Modified
}

// Current returns the running binary's Build.
func Current() Build {
	info, _ := debug.ReadBuildInfo()
	return buildOf(info, ExecutableSHA256)
}

// buildOf is Current for given build information (nil when the binary has
// none) and a hash of the executable.
func buildOf(info *debug.BuildInfo, binary func() string) Build {
	b := Build{Go: runtime.Version()}
	if info != nil {
		b.Module, b.Go = info.Main.Version, info.GoVersion
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				b.Revision = s.Value
			case "vcs.modified":
				b.Modified = s.Value == "true"
			}
		}
	}
	if !b.Fixed() {
		b.Binary = binary()
	}
	return b
}

// String returns the binary's version: Stamp when set, else the main
// module's version from the build information (v1.2.3 for go install
// …@v1.2.3), else the VCS revision ("devel+abc1234", "+dirty" when the
// tree had changes), else "devel"; a build whose information does not fix
// its code adds the start of its executable's hash ("devel+bin.3f9a…").
func String() string {
	info, _ := debug.ReadBuildInfo()
	return describe(Stamp, info, ExecutableSHA256)
}

// describe is String for a given stamp, build information (nil when the
// binary has none) and hash of the executable.
func describe(stamp string, info *debug.BuildInfo, binary func() string) string {
	b := buildOf(info, binary)
	out := stamp
	switch {
	case out != "":
	case b.Module != "" && b.Module != "(devel)":
		out = b.Module
	case b.Revision != "":
		out = "devel+" + b.Revision[:min(7, len(b.Revision))]
		if b.Modified {
			out += "+dirty"
		}
	default:
		out = "devel"
	}
	if b.Binary != "" {
		out += "+bin." + b.Binary[:min(12, len(b.Binary))]
	}
	return out
}

var executable struct {
	once sync.Once
	sum  string
}

// ExecutableSHA256 returns the SHA-256 of the running executable's bytes,
// read once; when the executable cannot be read, the SHA-256 of the build
// information and the toolchain instead, marked "buildinfo-".
func ExecutableSHA256() string {
	executable.once.Do(func() {
		executable.sum = hashExecutable()
	})
	return executable.sum
}

func hashExecutable() string {
	h := sha256.New()
	if path, err := os.Executable(); err == nil {
		if f, err := os.Open(path); err == nil {
			defer f.Close()
			if _, err := io.Copy(h, f); err == nil {
				return hex.EncodeToString(h.Sum(nil))
			}
		}
	}
	h.Reset()
	if info, ok := debug.ReadBuildInfo(); ok {
		io.WriteString(h, info.String())
	}
	io.WriteString(h, runtime.Version())
	return "buildinfo-" + hex.EncodeToString(h.Sum(nil))
}
