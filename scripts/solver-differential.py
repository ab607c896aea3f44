#!/usr/bin/env python3
"""Differential check of LayoutSolver against Kiwi (PyPI's kiwisolver).

Reads the JSON that `responderkit-solver-check` writes (random systems: operations plus LayoutSolver's
answer after each one), replays every operation on kiwisolver, and compares after each operation:

  accepted   both solvers accept the operation, or both refuse it (a required constraint that cannot
             hold: Kiwi raises UnsatisfiableConstraint; a constant change is a replacement in Kiwi and an
             in-place change in LayoutSolver, so a refused one is put back as it was in Kiwi);
  required   LayoutSolver's values satisfy every required constraint in the system (residual <= 1e-6);
  objective  LayoutSolver's weighted violation of the optional constraints (edit constraints included)
             equals Kiwi's (to 1e-6 plus 1e-12 of Σ weight × size of the terms: rounding, not logic).
             With `required` this proves LayoutSolver's answer optimal, so wherever the optimum is
             unique its values equal Kiwi's, and where they differ the optimum is not unique (both are
             optimal solutions);
  values     counted, not failed: variables equal to Kiwi's, and variables that differ between two
             optimal solutions (so not determined by the system).

A Kiwi answer that breaks a required constraint is a Kiwi fault, not a mismatch: it is printed and
counted, and the comparison goes on against Kiwi rebuilt from scratch with the same system.

Exit status 1 on any mismatch; each is printed with the system number and the operation.
Usage: solver-differential.py SYSTEMS.json
"""
import json
import os
import sys

import kiwisolver as kiwi

REQUIRED = 1001001000.0


def residual(terms, constant, values):
    return constant + sum(c * values[v] for v, c in terms)


def violation(relation, r):
    if relation == "==":
        return abs(r)
    if relation == "<=":
        return max(0.0, r)
    return max(0.0, -r)


class KiwiMirror:
    """The system as Kiwi holds it, rebuilt from scratch after Kiwi refuses a constraint (Kiwi's state
    after UnsatisfiableConstraint in its phase-one path is not guaranteed)."""

    def __init__(self, count):
        self.vars = [kiwi.Variable("v%d" % i) for i in range(count)]
        self.active = {}      # add-op index -> [terms, constant, relation, strength, kiwi constraint]
        self.edits = {}       # variable -> [strength, suggested value]
        self.solver = kiwi.Solver()

    def make(self, terms, constant, relation, strength):
        expr = sum((c * self.vars[v] for v, c in terms), kiwi.Expression([], constant)) + 0
        if relation == "==":
            cn = expr == 0
        elif relation == "<=":
            cn = expr <= 0
        else:
            cn = expr >= 0
        return cn | min(strength, REQUIRED)

    def rebuild(self):
        self.solver = kiwi.Solver()
        for entry in self.active.values():
            entry[4] = self.make(*entry[:4])
            self.solver.addConstraint(entry[4])
        for v, (strength, value) in self.edits.items():
            self.solver.addEditVariable(self.vars[v], strength)
            self.solver.suggestValue(self.vars[v], value)

    def add(self, index, terms, constant, relation, strength):
        cn = self.make(terms, constant, relation, strength)
        try:
            self.solver.addConstraint(cn)
        except kiwi.UnsatisfiableConstraint:
            self.rebuild()
            return False
        self.active[index] = [terms, constant, relation, strength, cn]
        return True

    def values(self):
        self.solver.updateVariables()
        return [v.value() for v in self.vars]

    def objective(self, values):
        total = 0.0
        for terms, constant, relation, strength, _ in self.active.values():
            if strength < REQUIRED:
                total += strength * violation(relation, residual(terms, constant, values))
        for v, (strength, value) in self.edits.items():
            total += strength * abs(values[v] - value)
        return total

    def magnitude(self, values):
        """Σ weight × (|constant| + Σ|coefficient × value|) over the optional constraints: the scale of
        the objective's rounding error."""
        total = 0.0
        for terms, constant, relation, strength, _ in self.active.values():
            if strength < REQUIRED:
                total += strength * (abs(constant) + sum(abs(c * values[v]) for v, c in terms))
        for v, (strength, value) in self.edits.items():
            total += strength * (abs(values[v]) + abs(value))
        return total

    def required_violation(self, values):
        worst = 0.0
        for terms, constant, relation, strength, _ in self.active.values():
            if strength >= REQUIRED:
                scale = 1.0 + abs(constant) + sum(abs(c * values[v]) for v, c in terms)
                worst = max(worst, violation(relation, residual(terms, constant, values)) / scale)
        return worst


def main():
    data = json.load(open(sys.argv[1]))
    systems = data["systems"]
    mismatches = []
    kiwi_faults = []
    ops = refused = equal_values = undetermined_values = 0
    trace = os.environ.get("SOLVER_DIFFERENTIAL_TRACE")
    for system in systems:
        if trace:
            print("system", system["system"], file=sys.stderr, flush=True)
        k = KiwiMirror(system["variables"])
        for index, op in enumerate(system["ops"]):
            ops += 1
            kind = op["op"]
            where = "system %d op %d (%s)" % (system["system"], index, kind)
            if "invariants" in op:
                mismatches.append("%s: LayoutSolver invariants: %s" % (where, op["invariants"]))
            ok = True
            if kind == "add":
                terms = [(int(v), float(c)) for v, c in op["terms"]]
                ok = k.add(index, terms, op["constant"], op["relation"], op["strength"])
            elif kind == "remove":
                entry = k.active.pop(op["target"])
                k.solver.removeConstraint(entry[4])
            elif kind == "constant":
                entry = k.active[op["target"]]
                k.solver.removeConstraint(entry[4])
                replacement = k.make(entry[0], op["constant"], entry[2], entry[3])
                try:
                    k.solver.addConstraint(replacement)
                    entry[1] = op["constant"]
                    entry[4] = replacement
                except kiwi.UnsatisfiableConstraint:
                    ok = False
                    k.rebuild()   # entry still holds the old constant: the old constraint is back
            elif kind == "edit":
                if op["var"] in k.edits:
                    ok = False
                else:
                    k.solver.addEditVariable(k.vars[op["var"]], op["strength"])
                    k.edits[op["var"]] = [op["strength"], 0.0]
            elif kind == "suggest":
                k.solver.suggestValue(k.vars[op["var"]], op["value"])
                k.edits[op["var"]][1] = op["value"]
            if not ok:
                refused += 1
            if ok != op["ok"]:
                mismatches.append("%s: Kiwi %s, LayoutSolver %s" % (where, "accepts" if ok else "refuses",
                                                                     "accepts" if op["ok"] else "refuses"))
                break
            ours = op["values"]
            theirs = k.values()
            bad = k.required_violation(ours)
            if bad > 1e-6:
                mismatches.append("%s: LayoutSolver violates a required constraint by %g" % (where, bad))
            if k.required_violation(theirs) > 1e-6:
                # Kiwi's own answer breaks a required constraint (seen after removing a required equality
                # that another, redundant one duplicates: Kiwi pivots the removed marker into a row that
                # is not the redundant one's, leaving that dummy row non-zero). Not LayoutSolver's
                # mismatch: counted, shown, and compared against Kiwi rebuilt from scratch instead.
                kiwi_faults.append("%s: Kiwi's incremental answer violates a required constraint by %g"
                                   % (where, k.required_violation(theirs)))
                k.rebuild()
                theirs = k.values()
                if k.required_violation(theirs) > 1e-6:
                    mismatches.append("%s: Kiwi rebuilt violates a required constraint" % where)
            o_ours, o_theirs = k.objective(ours), k.objective(theirs)
            # Floating point: each optional constraint's residual carries rounding of the order of 1e-16
            # times the size of its terms, grown by the pivots; weighted, that is the tolerance's second part.
            if abs(o_ours - o_theirs) > 1e-6 + 1e-12 * max(k.magnitude(ours), k.magnitude(theirs)):
                mismatches.append("%s: objective LayoutSolver %r, Kiwi %r" % (where, o_ours, o_theirs))
            for a, b in zip(ours, theirs):
                if abs(a - b) <= 1e-6 * (1 + abs(b)):
                    equal_values += 1
                else:
                    undetermined_values += 1
    for m in mismatches[:40]:
        print("MISMATCH", m)
    for m in kiwi_faults[:10]:
        print("KIWI-FAULT", m)
    print("solver-differential: %d systems, %d operations (%d refused by both as unsatisfiable or duplicate), "
          "%d mismatches, %d Kiwi faults; values compared after every operation: %d equal to Kiwi's, "
          "%d differ between two optimal solutions (not determined by the system)"
          % (len(systems), ops, refused, len(mismatches), len(kiwi_faults), equal_values, undetermined_values))
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
