// Package lint holds repository-wide checks that run as tests: every
// exported name of every fleetlab package has a doc comment, and imports
// point one way, cmd → scenarios, reports → policies → sim/<game> → sim
// (imports_test.go).
package lint
