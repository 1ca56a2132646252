#!/usr/bin/python3
"""The active-scan experiment, vectorised with numpy: the peer that
`make bench-numpy` runs beside the full Go path on one core.

The experiment is the one `fleetlab run active-scan --set scanners=N`
plays: N scouts Active Scan one Silent Running ship in turn. A scan at a
silent target rolls a d6 and spots it on 4+ (no spike); once spotted, each
later scan adds a Minor Spike, two make a Major. Every trial records
whether the target was revealed and its Signature (0 while silent, else
6" plus 6" a spike level).

Each batch of trials is a few whole-array operations: a d6 for every trial
and scanner (numpy's PCG64 generator), the spikes counted for the trials
already revealed, the revealed count and the Signature histogram tallied.

Prints one line, "numpy active-scan scanners=N: R trials/s", with the best
batch size found by trying a few. Needs numpy: on Debian,
`apt-get install python3-numpy`.
"""

import argparse
import sys
import time

import numpy as np


def play(rng, n, scanners, sig, tally):
    """Plays n trials and adds them to tally: [revealed, Signature histogram]."""
    silent = np.ones(n, dtype=bool)
    spikes = np.zeros(n, dtype=np.int8)
    for _ in range(scanners):
        d = rng.integers(1, 7, size=n, dtype=np.int8)
        spikes += ~silent  # a revealed target gains a Minor Spike
        silent &= d < 4  # a silent one is spotted on 4+
    np.minimum(spikes, 2, out=spikes)
    revealed = ~silent
    seen = int(np.count_nonzero(revealed))
    tally[0] += seen
    # Signature: 0 while silent, else sig + 6 a spike level: a histogram of
    # the spike levels among the revealed, the silent ones counted apart.
    levels = np.bincount(spikes[revealed], minlength=3)
    tally[1][0] += n - seen
    for k in range(3):
        tally[1][sig + 6 * k] = tally[1].get(sig + 6 * k, 0) + int(levels[k])


def rate(scanners, trials, batch, seed=1, sig=6):
    rng = np.random.Generator(np.random.PCG64(seed))
    tally = [0, {0: 0}]
    start = time.perf_counter()
    left = trials
    while left > 0:
        n = min(batch, left)
        play(rng, n, scanners, sig, tally)
        left -= n
    elapsed = time.perf_counter() - start
    return trials / elapsed, tally


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scanners", type=int, default=3)
    ap.add_argument("--trials", type=int, default=1 << 23)
    args = ap.parse_args()
    best, tally = 0.0, None
    for batch in (1 << 14, 1 << 16, 1 << 18):
        r, t = rate(args.scanners, args.trials, batch)
        if r > best:
            best, tally = r, t
    revealed = tally[0] / args.trials
    print(f"numpy active-scan scanners={args.scanners}: {best:.0f} trials/s (revealed {revealed:.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
