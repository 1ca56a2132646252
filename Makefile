# fleetlab — the two commands a newcomer needs are `make run` and `make test`.
GO      ?= go
RUN_OUT ?= report

# The Go toolchain every target builds with is go.mod's `toolchain` line
# (go1.26.11: it fixes the standard library's advisories of go1.26.8 in
# html/template, net/http, crypto/x509 and others). The go command fetches
# it through the module proxy when the machine has another Go; setting it
# here also overrides a machine-wide GOTOOLCHAIN=local.
export GOTOOLCHAIN := $(shell sed -n 's/^toolchain //p' go.mod)

# The community data the built-in Dropfleet catalogue is converted from
# (../shared/data/README.md) and its version, written in each file's header.
DFC_DATA ?= ../shared/data/dropfleet-commander
DFC_DATA_VERSION ?= bf6e560 (2024-10-09)

.PHONY: catalogues dropfleet-catalogue deploy-test run test build dist dist-check fmt-check vet staticcheck rand-check race alloc-check docs-check battle-check bench-smoke fuzz-short bench bench-check bench-numpy bench-readme fuzz fuzz-flags golden vulncheck clean

## run: play the default scenario (active-scan with 2 scanners) and write a report folder
run:
	$(GO) run ./cmd/fleetlab run active-scan --set scanners=2 --out $(RUN_OUT)

## test: everything CI checks: formatting, vet, staticcheck, the seeded-randomness rule, the tests
## with the race detector, and every fuzz target for a few seconds
test: fmt-check vet staticcheck rand-check race alloc-check docs-check battle-check bench-smoke fuzz-short deploy-test

## dropfleet-catalogue: convert the BattleScribe Dropfleet data at DFC_DATA into fleetlab's
## built-in catalogue (scenarios/battlescribe/builtin, one file a faction, facts only; embedded
## in the binary); TestBuiltinMatchesData checks it against the data when the data is there
dropfleet-catalogue:
	$(GO) run ./cmd/internal/dfccatalogue -data "$(DFC_DATA)" -version "$(DFC_DATA_VERSION)" -out scenarios/battlescribe/builtin

## deploy-test: the Kubernetes manifest against the API types, the Slurm script with bash
## and a stand-in sbatch (deploy/ is a module of its own, so that fleetlab's does not
## carry the Kubernetes types)
deploy-test:
	cd deploy && $(GO) vet ./... && $(GO) test ./...

## catalogues: the built-in catalogues from the community data at ../shared/data (its
## README names the versions), facts only, one file an era (TestBuiltInMatchesData checks them)
SHARED_DATA ?= ../shared/data
catalogues:
	$(GO) run ./scenarios/internal/convert armada $(SHARED_DATA)/armada scenarios/armadalist/data

## build: the fleetlab binary; -buildvcs=auto records the commit for `fleetlab version`
build:
	$(GO) build -buildvcs=auto -o fleetlab ./cmd/fleetlab

## dist: release archives in dist/: a static binary (CGO_ENABLED=0) for Linux, macOS and
## Windows on amd64 and arm64, the version stamped into
## github.com/fleetlab/fleetlab/cmd/internal/version.Stamp, packed with the README
## (.tar.gz; .zip for Windows), and dist/SHA256SUMS. VERSION defaults to git describe.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo devel)
dist:
	$(GO) run ./cmd/internal/dist -version $(VERSION) -out dist

## dist-check: every release target still builds and carries its stamp (CI runs it;
## seconds once the build cache holds each target, a few minutes the first time)
dist-check:
	$(GO) run ./cmd/internal/dist -check -version $(VERSION)

fmt-check:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

## staticcheck: honnef.co/go/tools' checks at a pinned version. A package's
## staticcheck.conf names the checks it leaves out, and why; a finding is
## fixed, or kept with a //lint:ignore comment that says why
STATICCHECK = honnef.co/go/tools/cmd/staticcheck@v0.8.2
staticcheck:
	$(GO) run $(STATICCHECK) ./...

## rand-check: no unseeded top-level math/rand draws in the engine, rules or policies
rand-check:
	@if grep -rnE '\brand\.(Int|Uint|Float|Norm|Exp|Perm|Shuffle|N)[0-9A-Za-z]*\(' sim policies --include=*.go | grep -v '_test.go'; then \
		echo "top-level math/rand draws are not reproducible: take a *sim.Stream"; exit 1; fi

## race: every test with the race detector (the tests that play every built-in cap a whole
## battle's trials under it: scenarios/testtrials_test.go)
race:
	$(GO) test -race -shuffle=on -timeout 30m ./...

## alloc-check: the no-allocation tests once more without the race detector, whose
## instrumentation allocates (scenarios/alloc_test.go skips under it)
alloc-check:
	$(GO) test -count=1 -run 'DoNotAllocate|AllocatesNothing' ./...

## docs-check: the documentation's examples once more without the race detector, comparing
## every transcript's output (under it TestDocs plays each command with few trials and
## compares none: cmd/internal/cli/docs_test.go), and the reports' words in Catalan and
## Spanish (skipped under it: 26 report folders with their plots)
docs-check:
	$(GO) test -count=1 -run 'TestDocs|TestNoEnglishInCatalanHTML' ./cmd/internal/cli

## battle-check: the statistical tests of whole games (a mirror match is fair, a stronger list
## wins more, a style gains what it plays for: thousands of games each) without the race
## detector, which skips them (scenarios/testtrials_test.go, statistical); the list is kept
## whole by TestStatisticalTestsRunInBattleCheck
STATISTICAL_TESTS = TestMirrorMatchIsFair|TestJudgeDropfleetSweep|TestDropfleetBattleMirror|TestDropfleetBattleDominance|TestDropfleetAnomalyPlays|TestDropfleetAnomalyAvoided|TestDropfleetAnomalyClustersContested|TestDropfleetAnomalyTakesTheCentre|TestArmadaBattleMirror|TestArmadaBattleExtraShipWins|TestArmadaObjectiveFocused|TestDropfleetMoonshotObjectiveFirstFights|TestDropfleetScenariosPlay|TestArmadaJudgeSweep|TestArmadaPlayersManeuverCleanly
battle-check:
	$(GO) test -count=1 -timeout 30m -run '^($(STATISTICAL_TESTS))$$' ./scenarios

## bench-smoke: every benchmark runs once, so they keep compiling and working
bench-smoke:
	$(GO) test -run='^$$' -bench=. -benchtime=1x ./... > /dev/null

## bench: trials per second of the built-in analyses beside the minimal-loop yardsticks,
## and the fleet-size scaling benchmarks. BENCH_PASSES passes, each running every benchmark
## once (BENCH_TIME each), so that load on a shared machine falls on a full path and its
## yardstick alike; then benchstat's medians. The output is kept in bench/latest.txt.
BENCHSTAT = golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da
BENCH_PASSES ?= 8
BENCH_TIME ?= 1x
bench:
	$(GO) test -c -o bench/scenarios.test ./scenarios/
	rm -f bench/latest.txt
	for i in $$(seq $(BENCH_PASSES)); do ./bench/scenarios.test -test.run='^$$' -test.bench=. -test.benchtime=$(BENCH_TIME) -test.benchmem | tee -a bench/latest.txt; done
	$(GO) run $(BENCHSTAT) bench/latest.txt

## bench-numpy: the full active-scan path (scanners=3, one worker), its yardstick and the
## vectorised numpy peer bench/activescan_numpy.py, interleaved, all pinned to one core;
## prints the ratios (medians of NUMPY_PASSES passes). Needs Debian's numpy:
## apt-get install python3-numpy (PYTHON is Debian's python3, which has it).
PYTHON ?= /usr/bin/python3
NUMPY_PASSES ?= 5
bench-numpy:
	$(GO) test -c -o bench/scenarios.test ./scenarios/
	rm -f bench/numpy.txt
	for i in $$(seq $(NUMPY_PASSES)); do \
		taskset -c 0 ./bench/scenarios.test -test.run='^$$' -test.bench='ActiveScan/scanners=3/workers=1$$' -test.benchtime=3x | tee -a bench/numpy.txt; \
		env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE taskset -c 0 $(PYTHON) bench/activescan_numpy.py --scanners 3 | tee -a bench/numpy.txt; \
	done
	$(GO) run ./bench/benchtable numpy bench/numpy.txt

## bench-readme: measure (make bench, make bench-numpy) and regenerate README.md's speed
## tables from that output with bench/benchtable.
bench-readme: bench bench-numpy
	$(GO) run ./bench/benchtable readme bench/latest.txt bench/numpy.txt README.md

## bench-check: the guard against slowdowns. Each full path and its yardstick
## run interleaved in one process; each ratio (CPU time a trial, full path
## over yardstick, the median of 7 passes) must be within 30% of its budget
## in bench/budget.txt. BENCH_SLOW=NAME plays that path's trials twice, to
## see the guard fail (make bench-check BENCH_SLOW=active-scan-3).
BENCH_SLOW ?=
bench-check:
	$(GO) test -run='^TestBenchCheck$$' -count=1 -v ./scenarios/ -args -bench-check -bench-check.slow='$(BENCH_SLOW)'

## fuzz-short: every fuzz target for FUZZ_TIME (5s) each: the scenario parser, the
## tournament list files, the Star Forge / Warlords text lists, the BattleScribe rosters,
## merge's part files and the run command's flags (a new crasher fails the check, and
## is kept in the package's testdata/fuzz to replay in the tests)
FUZZ_TIME ?= 5s
FUZZ_TARGETS = FuzzParse:./scenarios FuzzParseList:./scenarios FuzzRead:./scenarios/armadalist \
	FuzzRoster:./scenarios/battlescribe FuzzMerge:./cmd/internal/job FuzzFlags:./cmd/internal/cli
fuzz-short:
	@set -e; for t in $(FUZZ_TARGETS); do \
		echo "$${t%%:*} ($(FUZZ_TIME))"; \
		$(GO) test -run='^$$' -fuzz="^$${t%%:*}$$" -fuzztime=$(FUZZ_TIME) -fuzzminimizetime=5s $${t#*:}; \
	done

## fuzz: fuzz the scenario parser for a minute
fuzz:
	$(GO) test -run='^$$' -fuzz=FuzzParse -fuzztime=60s -fuzzminimizetime=5s ./scenarios/

## fuzz-flags: fuzz the run command's flag values for a minute
fuzz-flags:
	$(GO) test -run='^$$' -fuzz=FuzzFlags -fuzztime=60s -fuzzminimizetime=5s ./cmd/internal/cli/

## vulncheck: govulncheck against the Go vulnerability database. The database
## is built locally from the golang.org/x/vulndb module (VULNDB=latest, or a
## version), fetched through the module proxy, so it works where vuln.go.dev
## cannot be reached; the version used is printed first.
GOVULNCHECK = golang.org/x/vuln/cmd/govulncheck@v1.9.0
VULNDB     ?= latest
vulncheck:
	@set -e; \
	src=$$(cd $${TMPDIR:-/tmp} && $(GO) mod download -json golang.org/x/vulndb@$(VULNDB) | sed -n 's/^\t"Dir": "\(.*\)",$$/\1/p'); \
	ver=$${src##*@}; db=$${TMPDIR:-/tmp}/fleetlab-vulndb-$$ver; \
	if [ ! -f $$db/index/db.json ]; then \
		(cd $${TMPDIR:-/tmp} && $(GO) run golang.org/x/vulndb/cmd/indexdb@$$ver -vulns $$src/data/osv -out $$db.part) && mv $$db.part $$db; \
	fi; \
	echo "govulncheck with $$($(GO) env GOVERSION), database golang.org/x/vulndb@$$ver"; \
	$(GO) run $(GOVULNCHECK) -db file://$$db ./...

## golden: rewrite the golden files after an intended change of output: the reports'
## formats, and every built-in's frozen seed-1 numbers (scenarios/testdata/golden).
## Commit them with a message that says why they changed.
golden:
	$(GO) test ./reports -update
	$(GO) test ./scenarios -run Golden -update

clean:
	rm -rf fleetlab dist $(RUN_OUT)
