// Package profile decodes the ship profiles of each game from YAML: one
// function per game ([Dropfleet], [Armada]) takes a profile's node, its
// path for messages and its name, and returns the rules core's profile type
// or an error naming the file, line and field (see package yamldoc). The
// scenario compiler reads its ships: section with them; the catalogue and
// list importers are to read theirs with the same functions, so a profile
// means the same wherever it is written.
package profile
