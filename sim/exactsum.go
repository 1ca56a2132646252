package sim

import (
	"math"
	"math/big"
	"math/bits"
)

// exactWords is the length of an exactSum. Every finite float64 is a whole
// multiple of 2^-1074 below 2^1024, so 2098 bits hold one; 2^52 of them
// (more terms than any run adds) need 52 more, and two's complement one more
// for the sign: 2151 bits, in 34 words of 64.
const exactWords = 34

// exactScale is the exponent of an exactSum's unit: the sum is its integer
// times 2^-exactScale, the smallest subnormal float64.
const exactScale = 1074

// exactSum is the exact sum of finite float64 values: a fixed-point
// two's-complement integer counting units of 2^-1074, wide enough that no
// sum of float64s a run can make rounds or overflows. Adding is integer
// addition, so any order or grouping of the same values gives the same
// words: a canonical, byte-identical state. The zero exactSum is 0.
type exactSum [exactWords]uint64

// add adds the finite value x exactly. x must not be NaN or infinite.
func (a *exactSum) add(x float64) {
	if x == 0 {
		return
	}
	b := math.Float64bits(x)
	e := int(b>>52) & 0x7ff
	m := b & (1<<52 - 1)
	if e == 0 {
		e = 1 // subnormal: m·2^-1074
	} else {
		m |= 1 << 52 // normal: (2^52 + m)·2^(e-1075)
	}
	pos := e - 1 // x = m·2^pos units
	w, off := pos/64, uint(pos%64)
	lo, hi := m<<off, uint64(0)
	if off > 0 {
		hi = m >> (64 - off)
	}
	if b>>63 == 0 {
		var c uint64
		a[w], c = bits.Add64(a[w], lo, 0)
		a[w+1], c = bits.Add64(a[w+1], hi, c)
		for i := w + 2; c != 0 && i < exactWords; i++ {
			a[i], c = bits.Add64(a[i], 0, c)
		}
		return
	}
	var c uint64
	a[w], c = bits.Sub64(a[w], lo, 0)
	a[w+1], c = bits.Sub64(a[w+1], hi, c)
	for i := w + 2; c != 0 && i < exactWords; i++ {
		a[i], c = bits.Sub64(a[i], 0, c)
	}
}

// merge adds o to a exactly.
func (a *exactSum) merge(o *exactSum) {
	var c uint64
	for i := range a {
		a[i], c = bits.Add64(a[i], o[i], c)
	}
}

// isZero reports whether a is 0.
func (a *exactSum) isZero() bool { return *a == exactSum{} }

// scaled returns the sum as a whole number of units of 2^-1074.
func (a *exactSum) scaled() *big.Int {
	v := *a
	neg := v[exactWords-1]>>63 != 0
	if neg { // two's complement: negate, then take the magnitude
		var c uint64 = 1
		for i := range v {
			v[i], c = bits.Add64(^v[i], 0, c)
		}
	}
	buf := make([]byte, 8*exactWords)
	for i, w := range v {
		for k := range 8 {
			buf[len(buf)-1-8*i-k] = byte(w >> (8 * k))
		}
	}
	z := new(big.Int).SetBytes(buf)
	if neg {
		z.Neg(z)
	}
	return z
}

// rat returns the sum as an exact rational.
func (a *exactSum) rat() *big.Rat {
	return new(big.Rat).SetFrac(a.scaled(), new(big.Int).Lsh(big.NewInt(1), exactScale))
}

// twoProduct returns p and e with p + e = x·y exactly (when neither
// overflows nor underflows): p is the rounded product, e its error.
func twoProduct(x, y float64) (p, e float64) {
	p = x * y
	return p, math.FMA(x, y, -p)
}
