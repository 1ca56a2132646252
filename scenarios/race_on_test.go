//go:build race

package scenarios

// raceDetector is true when the tests run under the race detector, which
// makes a trial ten to fifty times slower (testTrials).
const raceDetector = true
