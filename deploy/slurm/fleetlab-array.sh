#!/bin/bash
# A fleetlab run split into shards on Slurm: a job array whose task i plays
# shard i (fleetlab reads SLURM_ARRAY_TASK_ID, less SLURM_ARRAY_TASK_MIN,
# for --shard /N), then a merge job that starts when every task has
# succeeded. Submit from a folder on a file system every node sees:
#
#   bash deploy/slurm/fleetlab-array.sh
#
# Settings (environment): FLEETLAB (the binary), SHARDS, PARTS (the folder
# of the parts and the report), and the run's arguments after the script's
# name (default: the sweep below).
set -euo pipefail

FLEETLAB=${FLEETLAB:-fleetlab}
SHARDS=${SHARDS:-100}
PARTS=${PARTS:-$PWD/fleetlab-parts}
if [ "$#" -eq 0 ]; then
  set -- run tie-break --sweep admiral_a=1..6 --sweep admiral_b=1..6 --trials 100M --seed 1
fi
mkdir -p "$PARTS"

# the shards: one array task each, two cores a task. --wrap is a shell
# command line: every word in it is quoted for the shell (a path with a
# space stays one word; the glob part-* stays a glob)
args=$(printf ' %q' "$@")
fleetlab=$(printf '%q' "$FLEETLAB")
parts=$(printf '%q' "$PARTS")
shards=$(sbatch --parsable \
  --job-name=fleetlab-shards \
  --array="0-$((SHARDS - 1))" \
  --cpus-per-task=2 --mem=512M --time=04:00:00 \
  --output="$PARTS/slurm-%A_%a.out" \
  --wrap="$fleetlab$args --workers 2 --quiet --shard /$SHARDS --out $parts/part-\$SLURM_ARRAY_TASK_ID")

# the merge: once every task of the array has ended well
sbatch --parsable \
  --job-name=fleetlab-merge \
  --dependency="afterok:$shards" \
  --cpus-per-task=1 --mem=512M --time=00:30:00 \
  --output="$PARTS/slurm-merge-%j.out" \
  --wrap="$fleetlab merge $parts/part-* --out $parts/report --format md"
echo "submitted shards $shards and their merge; see $PARTS"
