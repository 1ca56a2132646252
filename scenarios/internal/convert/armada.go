package main

import (
	"os"
	"path/filepath"

	"github.com/fleetlab/fleetlab/scenarios/armadalist"
)

func init() { converters["armada"] = convertArmada }

// convertArmada writes the Armada catalogue files, one an era, into out.
func convertArmada(src, out string) error {
	files, err := armadalist.ConvertISB(src, "")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
