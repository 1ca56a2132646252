// Package lint holds repository-wide checks that run as tests: every
// exported name of every fleetlab package has a doc comment.
package lint
