package cli

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	buildversion "github.com/fleetlab/fleetlab/cmd/internal/version"
)

// readBuildInfo is debug.ReadBuildInfo; tests replace it.
var readBuildInfo = debug.ReadBuildInfo

// version describes this build: the release stamped by `make dist` or else
// the module version, the commit it was
// built from (with "+modified" when the work tree had changes) and its
// time, and the Go toolchain, all from the build information; and when
// these do not fix the code (no commit, or a changed work tree), the
// SHA-256 of the executable.
func version() string {
	mod, commit, when, modified := "(unknown)", "", "", false
	if info, ok := readBuildInfo(); ok {
		mod = info.Main.Version
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	if mod == "" {
		mod = "(devel)"
	}
	if buildversion.Stamp != "" {
		mod = buildversion.Stamp
	}
	out := "fleetlab " + mod
	switch {
	case commit == "":
		out += ", commit unknown (built without version control information)"
	default:
		out += ", commit " + commit
		if modified {
			out += "+modified"
		}
		if when != "" {
			out += " (" + when + ")"
		}
	}
	if !(modified || commit == "") {
		return out + ", " + runtime.Version()
	}
	// the build information does not fix the code: name it by its bytes,
	// as a shard's part does (buildversion.Build.Binary)
	return out + ", " + runtime.Version() + ", executable sha256 " + buildversion.ExecutableSHA256()
}

func newVersion(stdout io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version: module version, commit and Go toolchain (also --version)",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			_, err := fmt.Fprintln(stdout, version())
			return err
		},
	}
}
