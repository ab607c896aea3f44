#!/usr/bin/env bash
# Builds responderkit-bench with the hit-test hot path laid out the same way whatever else changed, so
# that an A/B of two commits measures their code and not where the linker happened to put it.
#
#   scripts/build-bench-pinned.sh <source tree> <output binary>
#   scripts/build-bench-pinned.sh /tmp/base /tmp/bench-pinned-base    # e.g. a `git worktree add /tmp/base <rev>`
#   scripts/build-bench-pinned.sh .         /tmp/bench-pinned-new
#   scripts/ab-bench.sh wide10k 15 /tmp/bench-pinned-base /tmp/bench-pinned-new
#
# How: every function in its own section (-function-sections), every function aligned to 64 bytes,
# and gold's --section-ordering-file puts the functions of Benchmarks/hot-path-order.txt (the query
# loop, UIView.hitTest, defaultHitTest, the index's walk) first and side by side. Why: the ns-scale
# hit-test lines moved by 2 ns between binaries whose hot functions were the same instructions
# (docs/Performance.md, "wide10k and the place of the code"). The order file is this
# script's own, taken from the source tree running the script, so both builds use the same one.
set -euo pipefail
src=$1 out=$2
order="$(cd "$(dirname "$0")/.." && pwd)/Benchmarks/hot-path-order.txt"
scratch="/tmp/bench-pinned-scratch-$(echo "$src" | md5sum | cut -c1-8)"
swift build -c release --package-path "$src/Benchmarks" --scratch-path "$scratch" --product responderkit-bench \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -Xllvm -Xswiftc -align-all-functions=6 \
  -Xlinker --section-ordering-file="$order"
cp "$scratch/release/responderkit-bench" "$out"
echo "$out"
