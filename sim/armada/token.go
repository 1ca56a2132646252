package armada

import "github.com/fleetlab/fleetlab/sim/internal/names"

// TokenType is a kind of defense token. The zero TokenType is "none".
type TokenType uint8

// The defense tokens of the seed and rules notes §4.
const (
	TokenNone TokenType = iota
	Brace
	Redirect
	Evade
	Scatter
	Contain
	Salvo
	tokenTypes // number of kinds, with TokenNone
)

var tokenNames = []string{"none", "brace", "redirect", "evade", "scatter", "contain", "salvo"}

// String returns the token's scenario name, such as "brace".
func (t TokenType) String() string { return names.Of(tokenNames, int(t)) }

// ParseTokenType parses brace, redirect, evade, scatter, contain or salvo.
func ParseTokenType(s string) (TokenType, error) {
	i, err := names.Parse("defense token", s, tokenNames)
	return TokenType(i), err
}

// TokenState is where a defense token is in its life cycle: "gastar una
// fitxa preparada la gira i la deixa esgotada, i gastar una fitxa esgotada
// la descarta" (seed 004).
type TokenState uint8

// The token states, in the order a token passes through them.
const (
	Ready TokenState = iota
	Exhausted
	Discarded
)

var tokenStateNames = []string{"ready", "exhausted", "discarded"}

// String returns "ready", "exhausted" or "discarded".
func (s TokenState) String() string { return names.Of(tokenStateNames, int(s)) }

// MaxTokens is the most defense tokens a unit has.
const MaxTokens = 6
