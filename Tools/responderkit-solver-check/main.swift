// responderkit-solver-check: writes seeded random constraint systems and LayoutSolver's answers as
// JSON, for scripts/solver-differential.py to replay on Kiwi (kiwisolver) and compare.
//
// Usage: responderkit-solver-check [COUNT [SEED]] > systems.json
//
// Each system: a few variables, then a sequence of operations — add a constraint (1–3 terms with
// small integer coefficients, a small integer constant, ==/<=/>=, required/strong/medium/weak with
// Kiwi's weights), remove one, change one's constant (in place here; Kiwi replaces the constraint),
// add an edit variable, suggest a value. After every operation the record holds whether it was
// accepted and every variable's value.
import Foundation
import LayoutSolver

/// SplitMix64: a small deterministic generator, so a seed names the same systems everywhere.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}

let strengths: [Double] = [
    Strength.required.weight, Strength.strong.weight, Strength.medium.weight, Strength.weak.weight,
]

func json(_ x: Double) -> String {
    x.isFinite ? "\(x)" : "null"
}

func system(_ number: Int, seed: UInt64, trace: Bool = false) -> String {
    var random = SplitMix64(state: seed &+ UInt64(number) &* 0x1_0000_0001)
    let solver = Solver()
    let variableCount = random.int(2...7)
    let variables = (0..<variableCount).map { _ in solver.makeVariable() }
    var ops: [String] = []
    var active: [(op: Int, id: ConstraintID)] = []   // the add op's index names the constraint
    var edits: [Int] = []
    let opCount = random.int(4...18)
    for _ in 0..<opCount {
        let roll = random.int(0...99)
        var text: String
        var accepted = true
        if roll < 60 || active.isEmpty {
            var terms: [Term] = []
            var termTexts: [String] = []
            for _ in 0..<random.int(1...3) {
                let v = random.int(0...(variableCount - 1))
                var c = Double(random.int(-3...3))
                if c == 0 { c = 0.5 }
                terms.append(Term(variables[v], c))
                termTexts.append("[\(v),\(json(c))]")
            }
            let constant = Double(random.int(-20...20))
            let relation: Relation =
                random.chance(50) ? .equal : (random.chance(50) ? .lessThanOrEqual : .greaterThanOrEqual)
            let weight = strengths[random.chance(35) ? 0 : random.int(1...3)]
            let constraint = Constraint(
                Expression(terms: terms, constant: constant), relation, strength: Strength(weight: weight))
            do {
                let id = try solver.addConstraint(constraint)
                active.append((ops.count, id))
            } catch {
                accepted = false
            }
            let termList = termTexts.joined(separator: ",")
            text = "{\"op\":\"add\",\"terms\":[\(termList)],\"constant\":\(json(constant)),"
                + "\"relation\":\"\(relation)\",\"strength\":\(json(weight))"
        } else if roll < 70 {
            let k = random.int(0...(active.count - 1))
            let (op, id) = active.remove(at: k)
            do { try solver.removeConstraint(id) } catch { accepted = false }
            text = "{\"op\":\"remove\",\"target\":\(op)"
        } else if roll < 82 {
            let (op, id) = active[random.int(0...(active.count - 1))]
            let constant = Double(random.int(-20...20))
            do { try solver.setConstant(id, constant) } catch { accepted = false }
            text = "{\"op\":\"constant\",\"target\":\(op),\"constant\":\(json(constant))"
        } else if roll < 90 {
            let v = random.int(0...(variableCount - 1))
            let weight = strengths[random.int(1...3)]
            do { try solver.addEditVariable(variables[v], strength: Strength(weight: weight)) } catch {
                accepted = false
            }
            if accepted { edits.append(v) }
            text = "{\"op\":\"edit\",\"var\":\(v),\"strength\":\(json(weight))"
        } else {
            if edits.isEmpty { continue }
            let v = edits[random.int(0...(edits.count - 1))]
            let value = Double(random.int(-50...50))
            do { try solver.suggestValue(variables[v], value) } catch { accepted = false }
            text = "{\"op\":\"suggest\",\"var\":\(v),\"value\":\(json(value))"
        }
        let problems = solver.invariantViolations()
        if trace { FileHandle.standardError.write(Data("after \(text)\n\(solver.tableauDescription)\n".utf8)) }
        let values = variables.map { json(solver.value(of: $0)) }.joined(separator: ",")
        text += ",\"ok\":\(accepted),\"values\":[\(values)],\"objective\":\(json(solver.objectiveValue))"
        if !problems.isEmpty { text += ",\"invariants\":\"\(problems.joined(separator: "; "))\"" }
        ops.append(text + "}")
    }
    return "{\"system\":\(number),\"variables\":\(variableCount),\"ops\":[\n\(ops.joined(separator: ",\n"))]}"
}

let arguments = CommandLine.arguments
if arguments.count > 3 && arguments[1] == "trace" {
    // responderkit-solver-check trace NUMBER SEED: one system, its tableau after every operation on stderr.
    _ = system(Int(arguments[2]) ?? 0, seed: UInt64(arguments[3]) ?? 1, trace: true)
    exit(0)
}
let count = arguments.count > 1 ? Int(arguments[1]) ?? 3000 : 3000
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
var output = "{\"seed\":\(seed),\"systems\":[\n"
for n in 0..<count {
    output += system(n, seed: seed) + (n + 1 < count ? ",\n" : "\n")
}
output += "]}\n"
FileHandle.standardOutput.write(Data(output.utf8))
