// Package job is the one path every command that plays a scenario takes: a
// [Request] (a scenario given by name, path or uploaded text; parameters;
// seed and trials; a mode) becomes a checked [Plan] (loaded, bound,
// compiled, within limits), and [Plan.Execute] plays it and returns a
// [reports.Document] that any format renders. The command line only parses
// flags into a Request and renders the document; the web server does the
// same from form values ([FromValues]). It also gathers the exact
// probability tables from the rules cores' odds functions ([BuildTable]),
// so that reports only renders.
package job
