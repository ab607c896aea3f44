import Foundation
import ResponderKit
import Workloads

/// `responderkit-soak table [FRAMES]`: a table of 100,000 rows flicked by real touches for
/// a million frames (by default), resident memory printed every 100,000 frames. Cells are reused, so
/// memory must stay flat.
@MainActor
func soakTable(frames: Int) {
    let workload = Table100k()
    workload.run(frames: 10_000)
    let baseline = residentMiB()
    print("frames        resident MiB")
    print("""
        \(String(10_000).padding(toLength: 14, withPad: " ", startingAt: 0))\(String(format: "%.1f", baseline))   \
        (after warm-up: the baseline)
        """)
    let start = Date()
    var done = 0
    while done < frames {
        let chunk = min(100_000, frames - done)
        workload.run(frames: chunk)
        done += chunk
        let rows = String(done + 10_000).padding(toLength: 14, withPad: " ", startingAt: 0)
        print("\(rows)\(String(format: "%.1f", residentMiB()))")
    }
    print(
        String(
            format:
                """
                    %d frames in %.1f s; resident %.1f MiB after warm-up, %.1f MiB at the end (%+.1f MiB); %d cells \
                    made; %d visible
                    """,
            done, Date().timeIntervalSince(start), baseline, residentMiB(), residentMiB() - baseline,
            Table100k.cellsMade,
                 workload.table.visibleCells.count))
}
