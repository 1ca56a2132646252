package job

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim"
)

// MaxPartSize is the largest part file merge reads, in bytes: room for
// the tallies of the largest sweep and the files a part carries
// (maxCarriedBytes, base64 in JSON).
const MaxPartSize = 96 << 20

// KeyEnv names the environment variable that gives the path of a file
// holding the key that seals a job's parts: each shard seals its part with
// it (HMAC-SHA256) and merge refuses a part it did not seal.
const KeyEnv = "FLEETLAB_PART_KEY_FILE"

// minKey and maxKey bound a key file's length, in bytes.
const (
	minKey = 16
	maxKey = 4096
)

// PartKey returns the key of the file that getenv(KeyEnv) names, its
// surrounding spaces trimmed; nil when the variable is not set.
func PartKey(getenv func(string) string) ([]byte, error) {
	file := getenv(KeyEnv)
	if file == "" {
		return nil, nil
	}
	data, err := readRegular(file, maxKey)
	if err != nil {
		return nil, usagef("%s=%s: %v", KeyEnv, file, err)
	}
	key := []byte(strings.TrimSpace(string(data)))
	if len(key) < minKey {
		return nil, usagef("%s=%s: the key is %d bytes; a key is at least %d", KeyEnv, file, len(key), minKey)
	}
	return key, nil
}

// seal returns the part's seal: with a key, "hmac-sha256:" and the
// HMAC-SHA256 of the part's JSON with no seal; without, "sha256:" and its
// SHA-256. The plain hash finds a part changed by accident or by hand (a
// shard's number edited); only the keyed one refuses a forgery.
func (pt *Part) seal(key []byte) (string, error) {
	c := *pt
	c.Seal = ""
	data, err := json.Marshal(&c)
	if err != nil {
		return "", err
	}
	if key == nil {
		sum := sha256.Sum256(data)
		return "sha256:" + hex.EncodeToString(sum[:]), nil
	}
	m := hmac.New(sha256.New, key)
	m.Write(data)
	return "hmac-sha256:" + hex.EncodeToString(m.Sum(nil)), nil
}

// checkSeal refuses a part whose seal is not the one key gives.
func (pt *Part) checkSeal(path string, key []byte) error {
	want, err := pt.seal(key)
	if err != nil {
		return err
	}
	switch keyed := strings.HasPrefix(pt.Seal, "hmac-sha256:"); {
	case key != nil && !keyed:
		return usagef("part %s is not sealed with a key, and %s gives one: it was not written by this job", path, KeyEnv)
	case key == nil && keyed:
		return usagef("part %s is sealed with a key: set %s to the key's file to check it", path, KeyEnv)
	case !hmac.Equal([]byte(pt.Seal), []byte(want)):
		if key != nil {
			return usagef("part %s is not sealed with the key %s gives: changed, forged, or of another job", path, KeyEnv)
		}
		return usagef("part %s was changed after it was written: its seal does not match", path)
	}
	return nil
}

// readRegular reads the regular file at path, of at most limit bytes,
// refusing anything else (a FIFO, a device, a folder) before opening it,
// so that reading never blocks nor runs without end.
func readRegular(path string, limit int64) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, reports.Msgf("not a regular file (%s)", info.Mode().Type().String())
	}
	if info.Size() > limit {
		return nil, reports.Msgf("%d bytes, over the %d accepted", info.Size(), limit)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err = f.Stat(); err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() { // replaced since
		return nil, reports.Msgf("not a regular file (%s)", info.Mode().Type().String())
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, reports.Msgf("over %d bytes", limit)
	}
	return data, nil
}

// ReadPart reads the part at path: a shard's --out folder (its part.json)
// or the part file itself, a regular file of at most MaxPartSize bytes,
// and checks it before anything believes it: its seal (with the key
// KeyEnv gives, if any), its shard among its shards, every tally a state
// trials could leave, and the hashes of the files it carries. Its errors
// name path.
func ReadPart(path string) (*Part, error) {
	key, err := PartKey(os.Getenv)
	if err != nil {
		return nil, err
	}
	return readPart(path, key)
}

func readPart(path string, key []byte) (*Part, error) {
	file := path
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		file = path + string(os.PathSeparator) + reports.PartFile
	}
	data, err := readRegular(file, MaxPartSize)
	if err != nil {
		return nil, BadRequest(reports.Msgf("part %s: %v", path, err))
	}
	var pt Part
	if err := json.Unmarshal(data, &pt); err != nil || pt.Format != PartFormat {
		if err == nil {
			err = fmt.Errorf("format %q, want %q", pt.Format, PartFormat)
		}
		return nil, BadRequest(reports.Msgf("part %s: %v (%v)", path, errNotPart, err))
	}
	if err := pt.checkSeal(path, key); err != nil {
		return nil, err
	}
	id := pt.Identity
	switch {
	case id.Shards < 1 || id.Shards > MaxShards:
		return nil, usagef("part %s: %d shards; a job has from 1 to %d", path, id.Shards, MaxShards)
	case pt.Shard < 0 || pt.Shard >= id.Shards:
		return nil, usagef("part %s: shard %d of %d does not exist", path, pt.Shard, id.Shards)
	case id.Blocks < 0 || pt.BlocksPlayed < 0 || pt.BlocksPlayed > id.Blocks:
		return nil, usagef("part %s: %d blocks played of %d", path, pt.BlocksPlayed, id.Blocks)
	case id.Trials < 1 || id.Trials > sim.MaxTrials:
		return nil, usagef("part %s: %d trials a point, outside [1, %d]", path, id.Trials, int64(sim.MaxTrials))
	}
	for k, p := range pt.Points {
		if p.Tally == nil {
			continue // a tournament's pairing of another shard
		}
		var t sim.Tally
		if err := t.UnmarshalBinary(p.Tally); err != nil {
			return nil, usagef("part %s, point %d: %v", path, k+1, err)
		}
		if err := t.Check(); err != nil {
			return nil, usagef("part %s, point %d: %v", path, k+1, err)
		}
	}
	if err := checkFiles(path, pt.Files); err != nil {
		return nil, err
	}
	return &pt, nil
}
