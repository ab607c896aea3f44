import Foundation
import ResponderKit

/// Compares what a view or a view controller looks like against a stored PNG, as iOS snapshot tests
/// do, headless: the screen is rendered with `drawHierarchy(in:afterScreenUpdates:)` (docs/Drawing.md).
///
/// ```
/// @Test func noteCell() throws {
///     let cell = NoteCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
///     let result = verifySnapshot(of: cell, named: "note-cell", in: snapshotsFolder)
///     #expect(result.matches, "\(result)")
/// }
/// ```
///
/// The first run (no stored file) records the picture and reports `.recorded`, which does not match,
/// so a new snapshot is looked at before it is trusted; `RESPONDERKIT_RECORD_SNAPSHOTS=1` records
/// every snapshot again. A mismatch writes `NAME.actual.png` and `NAME.difference.png` (changed pixels
/// in red over a faded copy of the picture) beside the stored file.
///
/// Rendering is deterministic for one machine setup: the same Cairo, the same fonts (text is drawn in
/// DejaVu Sans, Debian's `fonts-dejavu-core`). `tolerance` allows each channel to differ by that much
/// (anti-aliasing across Cairo versions), `allowedDifferingFraction` that share of pixels to differ beyond it.
public struct SnapshotResult: CustomStringConvertible, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The picture matches the stored one.
        case matched
        /// There was no stored picture (or recording was asked for): it was written.
        case recorded
        /// The picture differs: how many pixels, and the largest channel difference.
        case differs(pixels: Int, largestDifference: Int)
        /// The sizes differ.
        case sizeChanged(stored: CGSize, now: CGSize)
        /// Nothing could be rendered or read (no Cairo, an unreadable file).
        case failed(String)
    }

    public let outcome: Outcome
    /// The stored picture's path.
    public let referencePath: String

    /// Whether the picture matched the stored one.
    public var matches: Bool { outcome == .matched }

    public var description: String {
        switch outcome {
        case .matched: "snapshot matches \(referencePath)"
        case .recorded: "recorded a new snapshot at \(referencePath): look at it, then run again"
        case let .differs(pixels, largest):
            "\(pixels) pixels differ from \(referencePath) (largest channel difference \(largest)); "
                + "see .actual.png and .difference.png beside it"
        case let .sizeChanged(stored, now): "snapshot size changed from \(stored) to \(now) (\(referencePath))"
        case let .failed(reason): "snapshot failed: \(reason)"
        }
    }
}

/// Renders `view` at `scale` pixels per point and compares it with `folder/name.png`.
@MainActor
public func verifySnapshot(of view: UIView, named name: String, in folder: URL, scale: CGFloat = 2,
                           tolerance: Int = 2, allowedDifferingFraction: Double = 0) -> SnapshotResult {
    let reference = folder.appendingPathComponent(name + ".png")
    guard view.bounds.width > 0, view.bounds.height > 0 else {
        return SnapshotResult(outcome: .failed("the view has no size"), referencePath: reference.path)
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    return SnapshotComparison.compare(
        image, with: reference, tolerance: tolerance, allowedDifferingFraction: allowedDifferingFraction)
}

/// Lays `controller` out in a window of `size` points (its view loaded, the appearance calls made) and
/// compares its view with `folder/name.png`.
@MainActor
public func verifySnapshot(of controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                           named name: String, in folder: URL, scale: CGFloat = 2, tolerance: Int = 2,
                           allowedDifferingFraction: Double = 0) -> SnapshotResult {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    defer { window.isHidden = true }
    return verifySnapshot(of: window, named: name, in: folder, scale: scale, tolerance: tolerance,
                          allowedDifferingFraction: allowedDifferingFraction)
}
