// Package battlescribe reads the files of the BattleScribe list builder
// (also written by NewRecruit) for Dropfleet Commander: a game system
// (.gst) and its catalogues (.cat), which give every ship's profile, and
// rosters (.ros), the lists players build from them; .gstz, .catz and
// .rosz are the same files zipped.
//
// fleetlab ships no faction data: its figures come from the user's own
// BattleScribe data, read by [LoadCatalogue] (a file or a folder). A
// roster read by [ReadRoster] against that catalogue becomes a
// [dropfleet.FleetList] the fleet-building rules check, and the profiles
// of its ships.
//
// The files are untrusted input: each is at most [MaxFileSize] bytes
// (zipped or not), a zip holds one file and inflates to at most the same
// size, a document type declaration (where entities would be declared) is
// refused, only UTF-8 is read, and the element tree has bounded depth. Every
// error is an [*Error] naming the file, the line and the element.
//
// The package is public, not under scenarios/internal, because the command
// line (fleetlab fleet) and the job path read lists with it.
package battlescribe
