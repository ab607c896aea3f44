#!/usr/bin/env bash
# Two responderkit-bench binaries run alternately on one line, so that the machine's drift (a noisy VM
# varies by 10 % and more from minute to minute) falls on both: prints each pair, then both medians and
# the median of the pairs' ratios (the figure to read).
#
#   scripts/ab-bench.sh chain16 9 /tmp/bench-old /tmp/bench-new
#
# Make the binaries with `swift build -c release --package-path Benchmarks` at each commit and copy
# Benchmarks/.build/release/responderkit-bench away (or use `git worktree add` for the old one).
set -euo pipefail
line=$1 runs=$2 old=$3 new=$4
pairs=$(mktemp)
for _ in $(seq "$runs"); do
  a=$("$old" "$line" | grep -o "=[0-9]*" | head -1 | tr -d =)
  b=$("$new" "$line" | grep -o "=[0-9]*" | head -1 | tr -d =)
  echo "$a $b" | tee -a "$pairs"
done
median() { sort -n | sed -n "$(( (runs + 1) / 2 ))p"; }
echo "median: old $(cut -d' ' -f1 "$pairs" | median)  new $(cut -d' ' -f2 "$pairs" | median)"
# The median of the pairs' own ratios: a pair runs within seconds, so a change of the machine's speed
# between pairs (which can move both medians above by half) leaves it alone.
echo "median of new/old per pair: $(awk '{ printf "%.3f\n", $2 / $1 }' "$pairs" | median)"
rm -f "$pairs"
