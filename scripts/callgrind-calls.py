#!/usr/bin/env python3
"""Counts the calls each function makes to swift_retain, swift_release (and their bridge-object forms, for
arrays and sets) and swift_allocObject in a
callgrind profile, per operation — where a touch path's atomic pairs and allocations come from.

    valgrind --tool=callgrind --dump-instr=yes --compress-strings=no --compress-pos=no \\
        --callgrind-out-file=/tmp/cg.out Benchmarks/.build/release/responderkit-bench chain16 --scale 0.02 --runs 1
    scripts/callgrind-calls.py /tmp/cg.out 3000 20     # 3,000 sequences at --scale 0.02; top 20 callers
"""
import collections
import subprocess
import sys

path, per, top = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 20
kinds = {"swift_retain": "retain", "swift_release": "release", "swift_bridgeObjectRetain": "retain",
         "swift_bridgeObjectRelease": "release", "swift_allocObject": "alloc"}
caller, callee = None, None
counts, totals = collections.Counter(), collections.Counter()
for line in open(path):
    if line.startswith("fn="):
        caller = line[3:].strip()
    elif line.startswith("cfn="):
        callee = line[4:].strip()
    elif line.startswith("calls=") and callee:
        kind = next((k for name, k in kinds.items() if callee.endswith(name)), None)
        if kind:
            n = int(line.split()[0][6:])
            counts[(kind, caller)] += n
            totals[kind] += n
print("  ".join(f"{k}s per operation {totals[k] / per:.1f}" for k in ("retain", "release", "alloc")))
for (kind, function), n in counts.most_common(top):
    symbol = function.split("'")[0].split(":")[-1]
    name = subprocess.run(["swift", "demangle", "--compact", symbol], capture_output=True, text=True).stdout.strip()
    print(f"{n / per:7.2f} {kind:7} {name[:120]}")
