# fleetlab — the two commands a newcomer needs are `make run` and `make test`.
GO      ?= go
RUN_OUT ?= report

.PHONY: run test build fmt-check vet rand-check race bench-smoke bench bench-check fuzz golden clean

## run: play the default scenario (active-scan with 2 scanners) and write a report folder
run:
	$(GO) run ./cmd/fleetlab run active-scan --set scanners=2 --out $(RUN_OUT)

## test: everything CI checks: formatting, vet, the seeded-randomness rule, and the tests with the race detector
test: fmt-check vet rand-check race bench-smoke

build:
	$(GO) build -o fleetlab ./cmd/fleetlab

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

## rand-check: no unseeded top-level math/rand draws in the engine, rules or policies
rand-check:
	@if grep -rnE '\brand\.(Int|Uint|Float|Norm|Exp|Perm|Shuffle|N)[0-9A-Za-z]*\(' sim policies --include=*.go | grep -v '_test.go'; then \
		echo "top-level math/rand draws are not reproducible: take a *sim.Stream"; exit 1; fi

race:
	$(GO) test -race -shuffle=on ./...

## bench-smoke: every benchmark runs once, so they keep compiling and working
bench-smoke:
	$(GO) test -run='^$$' -bench=. -benchtime=1x ./... > /dev/null

## bench: trials per second of the built-in analyses beside the minimal-loop yardstick.
## Ten passes, each running every benchmark once, so that load on a shared machine
## falls on a full path and its yardstick alike; then benchstat's medians.
BENCHSTAT = golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da
bench:
	$(GO) test -c -o bench/scenarios.test ./scenarios/
	rm -f bench/latest.txt
	for i in 1 2 3 4 5 6 7 8 9 10; do ./bench/scenarios.test -test.run='^$$' -test.bench=. -test.benchmem | tee -a bench/latest.txt; done
	$(GO) run $(BENCHSTAT) bench/latest.txt

## bench-check: the guard against slowdowns. Each full path and its yardstick
## run interleaved in one process; each ratio (CPU time a trial, full path
## over yardstick, the median of 7 passes) must be within 30% of its budget
## in bench/budget.txt. BENCH_SLOW=NAME plays that path's trials twice, to
## see the guard fail (make bench-check BENCH_SLOW=active-scan-3).
BENCH_SLOW ?=
bench-check:
	$(GO) test -run='^TestBenchCheck$$' -count=1 -v ./scenarios/ -args -bench-check -bench-check.slow='$(BENCH_SLOW)'

## fuzz: fuzz the scenario parser for a minute
fuzz:
	$(GO) test -run='^$$' -fuzz=FuzzParse -fuzztime=60s -fuzzminimizetime=5s ./scenarios/

## golden: rewrite the golden files after an intended change of output
golden:
	$(GO) test ./reports -update

clean:
	rm -rf fleetlab $(RUN_OUT)
