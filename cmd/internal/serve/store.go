package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"sync"

	"github.com/fleetlab/fleetlab/reports"
)

// maxKept bounds the uploads and the results the server keeps, the oldest
// forgotten first.
const maxKept = 32

// kept is a small store of the newest values by id.
type kept[T any] struct {
	mu    sync.Mutex
	order []string
	byID  map[string]T
}

func newKept[T any]() *kept[T] { return &kept[T]{byID: map[string]T{}} }

// put stores v under id, forgetting the oldest when full.
func (k *kept[T]) put(id string, v T) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.byID[id]; !ok {
		k.order = append(k.order, id)
	}
	k.byID[id] = v
	for len(k.order) > maxKept {
		delete(k.byID, k.order[0])
		k.order = k.order[1:]
	}
}

// get returns the value stored under id.
func (k *kept[T]) get(id string) (T, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.byID[id]
	return v, ok
}

// upload is a scenario file sent from the page.
type upload struct {
	Name string
	Data []byte
}

// uploads are the scenario files sent from the page, by the hash of their
// name and content, so that a result's URL names the same file.
type uploads struct{ *kept[upload] }

func newUploads() *uploads { return &uploads{newKept[upload]()} }

// add stores u and returns its id.
func (us *uploads) add(u upload) string {
	h := sha256.New()
	h.Write([]byte(u.Name))
	h.Write([]byte{0})
	h.Write(u.Data)
	id := hex.EncodeToString(h.Sum(nil))[:20]
	us.put(id, u)
	return id
}

// results are the finished runs whose files the page offers, by a random
// id.
type results struct{ *kept[reports.Document] }

func newResults() *results { return &results{newKept[reports.Document]()} }

// add stores doc and returns its id.
func (rs *results) add(doc reports.Document) string {
	id := rand.Text()[:16]
	rs.put(id, doc)
	return id
}
