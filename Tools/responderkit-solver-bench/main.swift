// responderkit-solver-bench: the layout1k workload (docs/Performance.md, "The workloads") on LayoutSolver alone,
// the same system and measures as the Kiwi peer (peers/kiwi/layout.cpp), except that the 'constant'
// measure changes the constraint's constant in place instead of replacing the constraint:
//   solver layout1k-build ns_per_layout=N     a new solver: 4,400 constraints added, width suggested, values read
//   solver layout1k-resize ns_per_layout=N    the container's width suggested anew (390 ↔ 400), values read
//   solver layout1k-constant ns_per_layout=N  row 50's first view's leading constant 8 ↔ 9 in place, values read
// Each run's figures and the answer check go to stderr. Build with
// `swift build -c release --product responderkit-solver-bench`; `--propagates-first` measures
// `Solver(propagatesFirst: true)`, the engine's solver, instead of the eager tableau.
import Foundation
import LayoutSolver

let rowsCount = 100, columnsCount = 10
let gap = 8.0, rowHeight = 60.0

struct Box { var left, top, width, height: Variable }

let propagatesFirst = CommandLine.arguments.contains("--propagates-first")

final class Layout {
    let solver = Solver(propagatesFirst: propagatesFirst)
    let containerWidth: Variable
    var rows: [Box] = []
    var views: [Box] = []
    var spacing: ConstraintID

    init(width: Double) throws {
        let solver = self.solver
        func box() -> Box {
            Box(
                left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
                height: solver.makeVariable())
        }
        containerWidth = solver.makeVariable()
        spacing = ConstraintID(index: -1, generation: 0)
        rows = (0..<rowsCount).map { _ in box() }
        views = (0..<(rowsCount * columnsCount)).map { _ in box() }
        for r in 0..<rowsCount {
            let row = rows[r]
            try solver.addConstraint(Constraint(row.left, .equal, 0))
            try solver.addConstraint(Constraint(row.width, .equal, Expression(containerWidth)))
            try solver.addConstraint(Constraint(row.height, .equal, Expression(constant: rowHeight)))
            if r == 0 {
                try solver.addConstraint(Constraint(row.top, .equal, 0))
            } else {
                try solver.addConstraint(Constraint(row.top, .equal, rows[r - 1].top + rows[r - 1].height))
            }
            for c in 0..<columnsCount {
                let view = views[r * columnsCount + c]
                if c == 0 {
                    let id = try solver.addConstraint(Constraint(view.left, .equal, row.left + gap))
                    if r == 50 { spacing = id }
                } else {
                    let previous = views[r * columnsCount + c - 1]
                    try solver.addConstraint(Constraint(view.left, .equal, previous.left + previous.width + gap))
                    try solver.addConstraint(Constraint(view.width, .equal, Expression(previous.width)))
                }
                if c == columnsCount - 1 {
                    try solver.addConstraint(Constraint(view.left + view.width + gap, .equal, row.left + row.width))
                }
                try solver.addConstraint(Constraint(view.top, .equal, row.top + gap))
                try solver.addConstraint(Constraint(view.height, .equal, row.height - 2 * gap))
            }
        }
        try solver.addEditVariable(containerWidth, strength: .strong)
        try solver.suggestValue(containerWidth, width)
        solver.updateVariables()
    }

    func check(width: Double) -> Bool {
        let viewWidth = (width - gap * Double(columnsCount + 1)) / Double(columnsCount)
        let last = views[views.count - 1]
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
        let v = solver.values
        return near(v[Int(last.width.index)], viewWidth)
            && near(v[Int(last.top.index)], Double(rowsCount - 1) * rowHeight + gap)
            && near(v[Int(last.left.index)], width - gap - viewWidth)
            && near(v[Int(last.height.index)], rowHeight - 2 * gap)
    }

    var lastFrame: String {
        let last = views[views.count - 1]
        let v = solver.values
        return
            "(\(v[Int(last.left.index)]), \(v[Int(last.top.index)]), \(v[Int(last.width.index)]), "
                + "\(v[Int(last.height.index)]))"
    }
}

func nsPer(_ count: Int, _ body: (Int) throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<count { try body(i) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func fail(_ what: String) -> Never {
    print("solver layout1k ERROR=\(what)")
    exit(1)
}

let runs = ProcessInfo.processInfo.environment["PEERS_RUNS"].flatMap(Int.init) ?? 5
var build: [Double] = [], resize: [Double] = [], constant: [Double] = []
do {
    for run in 0..<runs {
        build.append(try nsPer(3) { _ in
            let layout = try Layout(width: 390)
            if !layout.check(width: 390) { fail("wrong-answer-build \(layout.lastFrame)") }
        })
        let layout = try Layout(width: 390)
        resize.append(try nsPer(200) { i in
            try layout.solver.suggestValue(layout.containerWidth, i % 2 == 1 ? 390 : 400)
            layout.solver.updateVariables()
        })
        if !layout.check(width: 390) { fail("wrong-answer-resize \(layout.lastFrame)") }
        // The constraint reads view.left - row.left - gap == 0, so its expression's constant is -gap.
        constant.append(try nsPer(200) { i in
            try layout.solver.setConstant(layout.spacing, i % 2 == 1 ? -gap : -(gap + 1))
            layout.solver.updateVariables()
        })
        if !layout.check(width: 390) { fail("wrong-answer-constant \(layout.lastFrame)") }
        let row50 = layout.views[500]
        let shifted = layout.solver.value(of: row50.left)
        let line = "run \(run): build \(Int(build.last!)) ns, resize \(Int(resize.last!)) ns, constant "
            + "\(Int(constant.last!)) ns; last view \(layout.lastFrame), row 50's first view left \(shifted)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
} catch {
    fail("\(error)")
}
print("solver layout1k-build ns_per_layout=\(Int(median(build)))")
print("solver layout1k-resize ns_per_layout=\(Int(median(resize)))")
print("solver layout1k-constant ns_per_layout=\(Int(median(constant)))")
