package names

import "testing"

func TestNames(t *testing.T) {
	table := []string{"none", "red", "blue"}
	if Of(table, 2) != "blue" || Of(table, 3) != "invalid(3)" || Of(table, -1) != "invalid(-1)" {
		t.Error("Of")
	}
	if i, err := Parse("colour", "red", table); i != 1 || err != nil {
		t.Errorf("Parse(red) = %d, %v", i, err)
	}
	if _, err := Parse("colour", "none", table); err == nil {
		t.Error("the zero value was parsed")
	}
	if _, err := Parse("colour", "green", table); err == nil || err.Error() != `unknown colour "green" (expected one of red, blue)` {
		t.Errorf("Parse(green): %v", err)
	}
}

func TestParseFunc(t *testing.T) {
	table := []struct{ name string }{{"none"}, {"damage"}, {"crits"}}
	of := func(i int) string { return table[i].name }
	if i, err := ParseFunc("measure", "crits", len(table), of); i != 2 || err != nil {
		t.Errorf("crits: %d, %v", i, err)
	}
	if _, err := ParseFunc("measure", "none", len(table), of); err == nil || err.Error() != `unknown measure "none" (expected one of damage, crits)` {
		t.Errorf("none: %v", err)
	}
}

// TestIndex: a table whose index 0 is a real value (a rules switch's
// default) parses every name, index 0 included, and says what it expected.
func TestIndex(t *testing.T) {
	table := []string{"seed", "rrg"}
	for i, n := range table {
		if got, err := Index("rule", n, table); got != i || err != nil {
			t.Errorf("Index(%q) = %d, %v; want %d", n, got, err, i)
		}
	}
	if _, err := Index("rule", "never", table); err == nil || err.Error() != `unknown rule "never" (expected one of seed, rrg)` {
		t.Errorf("error %v", err)
	}
}

// TestUnknownError: an unknown name gives its name and the table to a
// caller that suggests a near one, and prints the hint after the name.
func TestUnknownError(t *testing.T) {
	_, err := Parse("colour", "rde", []string{"none", "red", "blue"})
	u, ok := err.(interface {
		Choices() (string, []string)
		WithHint(string) error
	})
	if !ok {
		t.Fatalf("%T has no Choices and WithHint", err)
	}
	if name, known := u.Choices(); name != "rde" || len(known) != 2 || known[0] != "red" {
		t.Errorf("Choices() = %q, %q", name, known)
	}
	if got := u.WithHint(" (did you mean red?)").Error(); got != `unknown colour "rde" (did you mean red?) (expected one of red, blue)` {
		t.Errorf("WithHint: %s", got)
	}
	if err.Error() != `unknown colour "rde" (expected one of red, blue)` {
		t.Errorf("the original changed: %v", err)
	}
}
