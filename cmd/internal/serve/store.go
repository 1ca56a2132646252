package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"sync"

	"github.com/fleetlab/fleetlab/reports"
)

// maxKept bounds the number of uploads and of results the server keeps;
// maxUploadBytes and maxResultBytes bound their total size. The oldest
// are forgotten first: a stranger's large sweeps cannot make the server
// keep more than these (16 large sweeps took it from 31 MB to 662 MB when
// only the count was bounded).
const (
	maxKept        = 32
	maxUploadBytes = 16 << 20
	maxResultBytes = 64 << 20
)

// kept is a small store of the newest values by id, bounded in number
// (maxKept) and in total size (maxBytes, each value's size as size gives
// it).
type kept[T any] struct {
	maxBytes int
	size     func(T) int

	mu    sync.Mutex
	order []string
	byID  map[string]sized[T]
	bytes int
}

// sized is a kept value and its size.
type sized[T any] struct {
	v    T
	size int
}

func newKept[T any](maxBytes int, size func(T) int) *kept[T] {
	return &kept[T]{maxBytes: maxBytes, size: size, byID: map[string]sized[T]{}}
}

// put stores v under id, forgetting the oldest while more than maxKept
// values or maxBytes are kept (a value larger than maxBytes alone is
// kept alone).
func (k *kept[T]) put(id string, v T) {
	n := k.size(v)
	k.mu.Lock()
	defer k.mu.Unlock()
	if old, ok := k.byID[id]; ok {
		k.bytes -= old.size
		k.order = slices.DeleteFunc(k.order, func(o string) bool { return o == id })
	}
	k.order = append(k.order, id)
	k.byID[id] = sized[T]{v, n}
	k.bytes += n
	for len(k.order) > maxKept || k.bytes > k.maxBytes && len(k.order) > 1 {
		k.bytes -= k.byID[k.order[0]].size
		delete(k.byID, k.order[0])
		k.order = k.order[1:]
	}
}

// get returns the value stored under id.
func (k *kept[T]) get(id string) (T, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.byID[id]
	return v.v, ok
}

// held returns the number of values kept and their total size.
func (k *kept[T]) held() (n, bytes int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.order), k.bytes
}

// upload is a scenario file sent from the page.
type upload struct {
	Name string
	Data []byte
}

// uploads are the scenario files sent from the page, by the hash of their
// name and content, so that a result's URL names the same file.
type uploads struct{ *kept[upload] }

func newUploads() *uploads {
	return &uploads{newKept(maxUploadBytes, func(u upload) int { return len(u.Name) + len(u.Data) })}
}

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

func newResults() *results { return &results{newKept(maxResultBytes, documentSize)} }

// documentSize is the size a result is kept as: that of its results.json,
// which holds every number of it.
func documentSize(doc reports.Document) int {
	var c counter
	reports.Write(&c, doc, reports.JSON)
	return c.n
}

// counter counts the bytes written to it.
type counter struct{ n int }

func (c *counter) Write(p []byte) (int, error) {
	c.n += len(p)
	return len(p), nil
}

// add stores doc and returns its id.
func (rs *results) add(doc reports.Document) string {
	id := rand.Text()[:16]
	rs.put(id, doc)
	return id
}
