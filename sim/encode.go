package sim

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// tallyMagic starts every encoded Tally; the digit is the format version.
const tallyMagic = "fltally2"

// errTallyEncoding is wrapped by UnmarshalBinary's errors.
var errTallyEncoding = errors.New("sim: bad tally encoding")

// AppendBinary appends t's canonical encoding to b: its trial count and,
// per metric, its kind and exact state (counts, and a Moments' exact sums
// with its running part folded in). Tallies holding the same observations
// encode to the same bytes whatever order or grouping of blocks they were
// merged from, so the encoding both identifies a result and carries it
// (a shard's partial result) to be merged elsewhere. A capture tally
// (NewCapture) cannot be encoded.
func (t *Tally) AppendBinary(b []byte) ([]byte, error) {
	if t.values != nil {
		return nil, errors.New("sim: a capture tally cannot be encoded")
	}
	b = append(b, tallyMagic...)
	b = binary.AppendUvarint(b, uint64(t.trials))
	b = binary.AppendUvarint(b, uint64(len(t.acc)))
	for i := range t.acc {
		a := &t.acc[i]
		b = append(b, byte(a.kind))
		switch a.kind {
		case KindProbability:
			b = binary.AppendUvarint(b, uint64(a.Proportion.Successes))
			b = binary.AppendUvarint(b, uint64(a.Proportion.Trials))
		case KindDistribution:
			h := &a.Histogram
			b = binary.AppendUvarint(b, uint64(h.N()))
			if h.N() == 0 {
				continue
			}
			lo, hi := h.Min(), h.Max()
			b = binary.AppendVarint(b, int64(lo))
			b = binary.AppendUvarint(b, uint64(hi-lo))
			for v := lo; v <= hi; v++ {
				b = binary.AppendUvarint(b, uint64(h.Count(v)))
			}
		case KindMean:
			c := a.Moments.canonical()
			b = binary.AppendUvarint(b, uint64(c.merged))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(a.Moments.min))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(a.Moments.max))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(c.oddSum))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(c.oddSq))
			for _, s := range [...]*exactSum{&c.sum, &c.sumSq} {
				for _, w := range s {
					b = binary.LittleEndian.AppendUint64(b, w)
				}
			}
		}
	}
	return b, nil
}

// MarshalBinary returns t's canonical encoding (see AppendBinary).
func (t *Tally) MarshalBinary() ([]byte, error) { return t.AppendBinary(nil) }

// UnmarshalBinary sets t to the tally encoded in data by AppendBinary,
// replacing whatever t held.
func (t *Tally) UnmarshalBinary(data []byte) error {
	d := decoder{data: data}
	if string(d.bytes(len(tallyMagic))) != tallyMagic {
		return fmt.Errorf("%w: not a tally (version %q expected)", errTallyEncoding, tallyMagic)
	}
	trials := d.count()
	n := d.count()
	if d.err == nil && n > int64(len(d.data)) { // each metric takes at least a byte
		d.fail("%d metrics in %d bytes", n, len(d.data))
	}
	var acc []Accumulator
	if d.err == nil {
		acc = Isolated[Accumulator](int(n))
	}
	for i := range acc {
		a := &acc[i]
		a.kind = Kind(d.byte())
		switch a.kind {
		case KindProbability:
			a.Proportion = Proportion{Successes: d.count(), Trials: d.count()}
		case KindDistribution:
			decodeHistogram(&d, &a.Histogram)
		case KindMean:
			m := a.Moments.own()
			m.merged = d.count()
			a.Moments.min = math.Float64frombits(d.uint64())
			a.Moments.max = math.Float64frombits(d.uint64())
			m.oddSum = math.Float64frombits(d.uint64())
			m.oddSq = math.Float64frombits(d.uint64())
			for _, s := range [...]*exactSum{&m.sum, &m.sumSq} {
				for k := range s {
					s[k] = d.uint64()
				}
			}
		default:
			d.fail("metric %d has unknown kind %d", i, a.kind)
		}
		if d.err != nil {
			break
		}
	}
	if d.err == nil && len(d.data) != 0 {
		d.fail("%d bytes left over", len(d.data))
	}
	if d.err != nil {
		return d.err
	}
	t.acc, t.trials, t.values = acc, trials, nil
	return nil
}

// decodeHistogram reads a histogram written by AppendBinary into h.
func decodeHistogram(d *decoder, h *Histogram) {
	n := d.count()
	if n == 0 || d.err != nil {
		return
	}
	lo, width := d.varint(), d.count()
	if d.err == nil && (width >= int64(len(d.data)) || lo < math.MinInt32 || lo > math.MaxInt32) {
		d.fail("a histogram from %d over %d values in %d bytes", lo, width+1, len(d.data))
		return
	}
	*h = Histogram{lo: int(lo), counts: Isolated[int64](int(width) + 1)}
	var sum int64
	for i := range h.counts {
		h.counts[i] = d.count()
		if h.counts[i] > math.MaxInt64-sum {
			d.fail("a histogram's counts add up past %d", int64(math.MaxInt64))
			return
		}
		sum += h.counts[i]
	}
	h.n = n
	if d.err == nil && (sum != n || h.counts[0] == 0 || h.counts[width] == 0) {
		d.fail("a histogram's counts do not match its %d observations and range", n)
	}
}

// decoder reads an encoded tally, keeping the first error.
type decoder struct {
	data []byte
	err  error
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf("%w: "+format, append([]any{errTallyEncoding}, args...)...)
	}
}

func (d *decoder) bytes(n int) []byte {
	if d.err != nil || len(d.data) < n {
		d.fail("truncated")
		return nil
	}
	b := d.data[:n]
	d.data = d.data[n:]
	return b
}

func (d *decoder) byte() byte {
	if b := d.bytes(1); b != nil {
		return b[0]
	}
	return 0
}

func (d *decoder) uint64() uint64 {
	if b := d.bytes(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

// count reads a non-negative int64.
func (d *decoder) count() int64 {
	if d.err != nil {
		return 0
	}
	v, k := binary.Uvarint(d.data)
	if k <= 0 || v > math.MaxInt64 {
		d.fail("bad count")
		return 0
	}
	d.data = d.data[k:]
	return int64(v)
}

func (d *decoder) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, k := binary.Varint(d.data)
	if k <= 0 {
		d.fail("bad integer")
		return 0
	}
	d.data = d.data[k:]
	return v
}
