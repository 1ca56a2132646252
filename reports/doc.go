// Package reports turns a run's [sim.Result] into what people read and
// scripts parse: text tables, Markdown, CSV, JSON (the contract of
// shared/design.md) and plots drawn with gonum/plot.
package reports
