import Foundation
import ResponderKit


// Dispatches N tap sequences through a 1,021-view tree (docs/Performance.md app1k) with no tracer installed.
// It builds app1k itself rather than calling Workloads.app1k(): scripts/measure-tracer-allocations.sh
// also builds this target against a baseline commit from before the tracer, whose library lacks what
// the Workloads module uses (gesture recognizers), so this file may depend on ResponderKit's oldest API only.
MainActor.assumeIsolated {
    let n = Int(CommandLine.arguments.dropFirst().first ?? "100") ?? 100
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let root = UIView(frame: window.bounds)
    for r in 0..<20 {
        let row = UIView(frame: CGRect(x: 0, y: 50 * r, width: 1000, height: 50))
        for c in 0..<10 {
            let cell = UIView(frame: CGRect(x: 100 * c, y: 0, width: 100, height: 50))
            for p in 0..<4 { cell.addSubview(UIView(frame: CGRect(x: 25 * p, y: 0, width: 25, height: 50))) }
            row.addSubview(cell)
        }
        root.addSubview(row)
    }
    window.addSubview(root)
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    var t = 1000.0
    for k in 0..<n {
        let p = CGPoint(x: Double((k * 37) % 1000) + 0.5, y: Double((k * 91) % 1000) + 0.5)
        app.enqueue(.touches([TouchInput(id: 1, phase: .began, location: p)], timestamp: t)); t += 0.01
        app.enqueue(.touches([TouchInput(id: 1, phase: .moved, location: CGPoint(x: p.x + 1, y: p.y))], timestamp: t));
        t += 0.01
        app.enqueue(.touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: p.x + 1, y: p.y))], timestamp: t));
        t += 0.5
        app.processPendingEvents()
    }
    print("dispatched \(n) tap sequences")
}
