import Foundation
import ResponderKit
import ResponderKitExamples
import ResponderKitTesting
import Testing

/// Snapshot tests as iOS projects write them: a screen or a component rendered headless and compared
/// with a PNG stored in Tests/Snapshots; a changed picture fails with a difference image.
@MainActor
@Suite("Snapshots of screens and components match their stored pictures",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct SnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// A badge as iOS apps draw one: a rounded, bordered pill with a custom-drawn dot and a progress ring.
    final class BadgeView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemIndigo
            layer.cornerRadius = frame.height / 2
            layer.borderWidth = 2
            layer.borderColor = UIColor.white.cgColor
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(arcCenter: CGPoint(x: frame.width - frame.height / 2, y: frame.height / 2),
                    radius: frame.height / 4, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
                ).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.systemYellow.cgColor
            ring.lineWidth = 3
            ring.strokeEnd = 0.75
            layer.addSublayer(ring)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: bounds.height / 4, y: bounds.height / 4, width: bounds.height / 2,
                                        height: bounds.height / 2)).fill()
        }
    }

    @Test("A custom-drawn component matches its stored picture")
    func badge() {
        _ = TestWorld.input()  // light mode and the default text size, whatever an earlier test left
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let result = verifySnapshot(of: badge, named: "badge", in: Self.folder)
        #expect(result.matches, "\(result)")
    }

    @Test("The seed article's hit-testing screen matches its stored picture")
    func seedScreen() throws {
        let scenario = try #require(SeedScenarios.named("white-red-green-red-returns-self"))
        var result: SnapshotResult?
        _ = scenario.run { window, _ in
            guard let window else { return }
            result = verifySnapshot(of: window, named: "seed-white-red-green", in: Self.folder, scale: 1)
        }
        let outcome = try #require(result)
        #expect(outcome.matches, "\(outcome)")
    }

    @Test("A changed picture fails, and the actual and difference images are written beside the stored one")
    func mismatchWritesDifference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        #expect(verifySnapshot(of: view, named: "square", in: folder, scale: 1).outcome == .recorded)
        #expect(verifySnapshot(of: view, named: "square", in: folder, scale: 1).matches)
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        corner.backgroundColor = .red
        view.addSubview(corner)
        let changed = verifySnapshot(of: view, named: "square", in: folder, scale: 1)
        #expect(changed.outcome == .differs(pixels: 4, largestDifference: 255))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("square.actual.png").path))
        let difference = try #require(
            UIImage(contentsOfFile: folder.appendingPathComponent("square.difference.png").path))
        #expect(difference.size == CGSize(width: 10, height: 10))
        view.frame.size = CGSize(width: 12, height: 10)
        #expect(verifySnapshot(of: view, named: "square", in: folder, scale: 1).outcome
                == .sizeChanged(stored: CGSize(width: 10, height: 10), now: CGSize(width: 12, height: 10)))
    }
}
