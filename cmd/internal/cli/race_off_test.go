//go:build !race

package cli

// raceDetector is true when the tests run under the race detector, which
// makes a trial ten to fifty times slower: TestDocs then plays each
// documented command with few trials and leaves its output to the pass
// without the detector (make docs-check).
const raceDetector = false
