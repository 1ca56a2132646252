package plane

import (
	"math"
	"testing"
)

// TestVec checks the vector operations on exact values.
func TestVec(t *testing.T) {
	v, w := Vec{X: 3, Y: 4}, Vec{X: -1, Y: 2}
	for _, tc := range []struct {
		name      string
		got, want Vec
	}{
		{"add", v.Add(w), Vec{X: 2, Y: 6}},
		{"sub", v.Sub(w), Vec{X: 4, Y: 2}},
		{"scale", v.Scale(-0.5), Vec{X: -1.5, Y: -2}},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	for _, tc := range []struct {
		name      string
		got, want float64
	}{
		{"dot", v.Dot(w), 5},
		{"cross: w is counter-clockwise of v", v.Cross(w), 10},
		{"cross the other way", w.Cross(v), -10},
		{"len", v.Len(), 5},
		{"dist", w.Dist(v), math.Sqrt(20)},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

// TestDirection checks the compass convention both games use: 0° is +Y,
// 90° is +X, clockwise.
func TestDirection(t *testing.T) {
	for _, tc := range []struct {
		deg  float64
		want Vec
	}{
		{0, Vec{X: 0, Y: 1}},
		{90, Vec{X: 1, Y: 0}},
		{180, Vec{X: 0, Y: -1}},
		{270, Vec{X: -1, Y: 0}},
		{-90, Vec{X: -1, Y: 0}},
		{45, Vec{X: math.Sqrt2 / 2, Y: math.Sqrt2 / 2}},
	} {
		if got := Direction(tc.deg); got.Sub(tc.want).Len() > 1e-15 {
			t.Errorf("Direction(%v) = %v, want %v", tc.deg, got, tc.want)
		}
	}
}
