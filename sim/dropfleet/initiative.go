package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// RoundupInitiative rolls the Roundup's initiative (battle notes §2.0): each
// player rolls a D6 and adds the Admiral value (1 when the admiral is not on
// the table, which the caller passes); when exactly one player rolls a
// natural 6, that player wins whatever the totals; otherwise the higher
// total wins and equal totals roll again. It returns the winner (0 or 1)
// and the number of rolls made. The winner has the higher initiative: it
// acts last when choosing clusters and launching groups, and first when
// launch assets take effect.
func RoundupInitiative(r *sim.Stream, admiral [Players]int) (winner, rolls int) {
	for {
		rolls++
		a, b := r.D6(), r.D6()
		switch {
		case a == 6 && b != 6:
			return 0, rolls
		case b == 6 && a != 6:
			return 1, rolls
		case a+admiral[0] > b+admiral[1]:
			return 0, rolls
		case a+admiral[0] < b+admiral[1]:
			return 1, rolls
		}
	}
}

// RoundupInitiativeOdds returns the exact chances of one initiative roll
// between Admiral values a and b: that the first player wins it, and that
// it ties (and is rolled again). The first player wins the initiative with
// probability win / (1 - tie).
func RoundupInitiativeOdds(a, b int) (win, tie float64) {
	for x := 1; x <= 6; x++ {
		for y := 1; y <= 6; y++ {
			switch {
			case x == 6 && y != 6:
				win++
			case y == 6 && x != 6:
			case x+a > y+b:
				win++
			case x+a == y+b:
				tie++
			}
		}
	}
	return win / 36, tie / 36
}
