// Command dist builds fleetlab's release archives (`make dist`): a static
// binary (CGO_ENABLED=0) for every target of Targets, stamped with the
// version, packed with the README into fleetlab-VERSION-OS-ARCH.tar.gz
// (.zip for Windows), and a SHA256SUMS file over the archives. With -check
// it only builds every target, to show that each still compiles (CI runs
// it as `make dist-check`).
//
//	go run ./cmd/internal/dist -version v0.1.0 -out dist
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

func main() {
	version := flag.String("version", "", "the version to stamp (default: git describe --tags --always --dirty)")
	out := flag.String("out", "dist", "folder for the archives and SHA256SUMS")
	readme := flag.String("readme", "README.md", "the README packed beside each binary")
	check := flag.Bool("check", false, "only build every target and check the stamp (nothing is written)")
	flag.Parse()
	if err := run(*version, *out, *readme, *check); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

func run(version, out, readme string, check bool) error {
	if version == "" {
		version = gitVersion()
	}
	tmp, err := os.MkdirTemp("", "fleetlab-dist-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if check {
		for _, t := range Targets {
			bin := filepath.Join(tmp, t.String(), t.Binary())
			if err := Build(t, version, bin); err != nil {
				return err
			}
			if err := checkStamp(bin, version); err != nil {
				return err
			}
			fmt.Println("builds:", t)
		}
		return nil
	}
	doc, err := os.ReadFile(readme)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	mtime := commitTime()
	var archives []Archive
	for _, t := range Targets {
		bin := filepath.Join(tmp, t.String(), t.Binary())
		if err := Build(t, version, bin); err != nil {
			return err
		}
		exe, err := os.ReadFile(bin)
		if err != nil {
			return err
		}
		a, err := Pack(t, version, exe, doc, mtime)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, a.Name), a.Data, 0o644); err != nil {
			return err
		}
		archives = append(archives, a)
		fmt.Println("wrote", filepath.Join(out, a.Name))
	}
	if err := os.WriteFile(filepath.Join(out, SumsFile), Sums(archives), 0o644); err != nil {
		return err
	}
	fmt.Println("wrote", filepath.Join(out, SumsFile))
	return nil
}

// Build compiles ./cmd/fleetlab for t into bin: static (CGO_ENABLED=0),
// without local paths (-trimpath), stamped with version.
func Build(t Target, version, bin string) error {
	cmd := exec.Command(goTool(), "build", "-trimpath", "-ldflags", LDFlags(version), "-o", bin, "./cmd/fleetlab")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.OS, "GOARCH="+t.Arch)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("build %s: %v\n%s", t, err, msg)
	}
	return nil
}

// checkStamp fails unless the binary bin holds the version it was stamped
// with (-trimpath keeps -ldflags out of the build information, so the
// binary's bytes are read).
func checkStamp(bin, version string) error {
	b, err := os.ReadFile(bin)
	if err != nil {
		return err
	}
	if !bytes.Contains(b, []byte(version)) {
		return fmt.Errorf("%s: the version %q is not stamped in", bin, version)
	}
	return nil
}

// StampVar is the variable the linker sets to the version.
const StampVar = "github.com/fleetlab/fleetlab/cmd/internal/version.Stamp"

// LDFlags are the linker flags of a release: the version stamped into
// StampVar, symbol tables dropped to make the binary smaller.
func LDFlags(version string) string { return "-s -w -X " + StampVar + "=" + version }

// goTool returns the go command that runs this program, so that a release
// is built by the same toolchain.
func goTool() string {
	//lint:ignore SA1019 this program is run by `go run` on the machine that builds the release: its GOROOT is that toolchain's
	if p := filepath.Join(runtime.GOROOT(), "bin", "go"); fileExists(p) {
		return p
	}
	return "go"
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// gitVersion is `git describe --tags --always --dirty`, or "devel" outside
// a git checkout.
func gitVersion() string {
	out, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if v := strings.TrimSpace(string(out)); err == nil && v != "" {
		return v
	}
	return "devel"
}

// commitTime is the time of the checked-out commit, so that two builds of
// one commit give the same archives; the current time outside git.
func commitTime() time.Time {
	out, err := exec.Command("git", "log", "-1", "--format=%ct").Output()
	var sec int64
	if _, serr := fmt.Sscan(strings.TrimSpace(string(out)), &sec); err != nil || serr != nil {
		return time.Now().UTC().Truncate(time.Second)
	}
	return time.Unix(sec, 0).UTC()
}
