package reports

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
)

// csvWriter is a csv.Writer that neutralises the cells a spreadsheet would
// evaluate: every CSV the tool writes goes through it.
type csvWriter struct{ *csv.Writer }

func newCSV(w io.Writer) csvWriter { return csvWriter{csv.NewWriter(w)} }

// Write writes one record, each cell neutralised.
func (c csvWriter) Write(rec []string) error {
	out := make([]string, len(rec))
	for i, cell := range rec {
		out[i] = neutral(cell)
	}
	return c.Writer.Write(out)
}

// neutral returns cell, with a leading apostrophe when a spreadsheet would
// take it for a formula: it starts with =, +, -, @, a tab or a carriage
// return and is not a number (-0.5 and +Inf stay as they are).
func neutral(cell string) string {
	if cell == "" || !strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		return cell
	}
	if _, err := strconv.ParseFloat(cell, 64); err == nil {
		return cell
	}
	return "'" + cell
}
