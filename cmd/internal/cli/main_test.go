package cli

import (
	"os"
	"testing"
)

// TestMain pins the locale, so that reports come out in English whatever
// the machine's language.
func TestMain(m *testing.M) {
	os.Unsetenv("LC_ALL")
	os.Unsetenv("LC_MESSAGES")
	os.Setenv("LANG", "C")
	code := m.Run()
	if binary.dir != "" {
		os.RemoveAll(binary.dir)
	}
	os.Exit(code)
}
