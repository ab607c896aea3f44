import Foundation

/// One finger on the screen, from touch-down to lift-off — UIKit's `UITouch`.
///
/// The same object stands for the same finger for the whole sequence: it is updated in place as the
/// finger moves, so it can be a dictionary key, but copy what you need rather than keep it after the
/// sequence ends. `view` and `window` are fixed when the finger touches down (the hit-test view and
/// its window) and never change, even when the finger moves over other views.
///
/// There is no public initialiser; touches are made by the application from raw input.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// When the touch last changed, on the input source's clock (seconds).
    open var timestamp: TimeInterval { timestampStorage }
    /// Where the touch is in its life.
    open var phase: UITouch.Phase { phaseStorage }
    /// The number of quick taps at about the same place this touch is part of (1 for the first).
    /// Fixed when the touch begins; the thresholds are ``EventThresholds``.
    open var tapCount: Int { tapCountStorage }
    /// The kind of touch: `.direct` (a finger on the screen) for raw touch input.
    open var type: UITouch.TouchType { typeStorage }
    /// The contact radius in points (0 when the source does not measure it).
    open var majorRadius: CGFloat { majorRadiusStorage }
    /// The ± accuracy of ``majorRadius``: 0, since raw input states no tolerance.
    open var majorRadiusTolerance: CGFloat { 0 }
    /// The pressure: 1.0 is an average touch; 0 when the source does not measure force.
    open var force: CGFloat { forceStorage }
    /// The largest force the source can report: 0 when it does not measure force.
    open var maximumPossibleForce: CGFloat { forceStorage > 0 || maximumForceStorage > 0 ? maximumForceStorage : 0 }
    /// The window the touch began in.
    open var window: UIWindow? { windowStorage }
    /// The hit-test view found when the touch began; `nil` when no view took it.
    open var view: UIView? { viewStorage }

    // MARK: Storage (mutated by the application only)

    /// The id of the contact in raw input.
    let inputID: Int
    var timestampStorage: TimeInterval
    var phaseStorage: UITouch.Phase
    var tapCountStorage: Int = 1
    var typeStorage: UITouch.TouchType = .direct
    var majorRadiusStorage: CGFloat = 0
    var forceStorage: CGFloat = 0
    var maximumForceStorage: CGFloat = 0
    var windowStorage: UIWindow?
    var viewStorage: UIView?
    /// Current and previous location in screen coordinates.
    var screenLocation: CGPoint
    var previousScreenLocation: CGPoint
    /// Where the touch began, in screen coordinates (for tap counting).
    let beganScreenLocation: CGPoint
    /// Whether the touch moved farther than the tap slop from where it began.
    var movedBeyondTapSlop = false
    /// Where the touch stands with its view; changed only by view delivery (Delivery/TouchDelivery.swift).
    /// Read and changed on every frame, so without the run-time exclusivity check (docs/Performance.md):
    /// each change is a mutating method of the record that runs no other code.
    // chain16: 8425 → 10950 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var delivery = TouchDeliveryRecord()
    /// Contact tracking (Delivery/TouchTracker.swift): whether the touch changed in the raw frame
    /// being dispatched now, and whether its contact lifted (or was cancelled), so that it leaves the
    /// sequence after this frame.
    var changedInCurrentFrame = false
    var liftRequested = false
    /// The recognizers that receive this touch, fixed when it began (B103).
    /// Read on every frame; changed only by appends and an identity `removeAll`, which call no other
    /// code — so without the run-time exclusivity check (docs/Performance.md).
    // chain16: 8425 → 10950 ns without (scripts/ab-bench.sh, 2026-11-27)
    @exclusivity(unchecked) var gestureRecognizerList: [UIGestureRecognizer] = []

    /// The gesture recognizers receiving this touch; empty, never `nil`, when none do (B33).
    open var gestureRecognizers: [UIGestureRecognizer]? { gestureRecognizerList }
    /// Contact tracking: the touch's view left its window (B52), so the touch left the event; the
    /// finger's later moves and lift are absorbed.
    var leftEvent = false

    init(inputID: Int, location: CGPoint, timestamp: TimeInterval) {
        self.inputID = inputID
        self.timestampStorage = timestamp
        self.phaseStorage = .began
        self.screenLocation = location
        self.previousScreenLocation = location
        self.beganScreenLocation = location
        super.init()
    }

    /// The touch's location in `view`'s coordinates; `nil` means the touch's window.
    open func location(in view: UIView?) -> CGPoint {
        locate(screenLocation, in: view)
    }

    /// The location before the latest move, in `view`'s coordinates; `nil` means the touch's window.
    /// At touch-down, and for a stationary touch, it equals the location.
    open func previousLocation(in view: UIView?) -> CGPoint {
        locate(previousScreenLocation, in: view)
    }

    /// The location with the source's full precision: raw input is already fractional, so this is
    /// ``location(in:)``.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location with full precision; equals ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Locations are kept in screen coordinates, where windows are placed; a view in any window (or
    /// a detached tree, whose root is taken to sit in screen space) converts from there.
    private func locate(_ screenPoint: CGPoint, in view: UIView?) -> CGPoint {
        if let view { return view.convertFromScreen(screenPoint) }
        guard let window = windowStorage else { return screenPoint }
        return window.convertFromScreen(screenPoint)
    }

    /// A copy for `coalescedTouches(for:)`.
    func snapshot() -> UITouch {
        let copy = UITouch(inputID: inputID, location: beganScreenLocation, timestamp: timestampStorage)
        copy.phaseStorage = phaseStorage
        copy.tapCountStorage = tapCountStorage
        copy.typeStorage = typeStorage
        copy.majorRadiusStorage = majorRadiusStorage
        copy.forceStorage = forceStorage
        copy.maximumForceStorage = maximumForceStorage
        copy.windowStorage = windowStorage
        copy.viewStorage = viewStorage
        copy.screenLocation = screenLocation
        copy.previousScreenLocation = previousScreenLocation
        return copy
    }

    open override var description: String {
        mainActorDescription(of: self) {
            let p = self.location(in: nil)
            let viewName = self.viewStorage.map { "\(Swift.type(of: $0))" } ?? "nil"
            return
                "<UITouch id = \(self.inputID); phase = \(self.phaseStorage); tapCount = \(self.tapCountStorage); "
                    + "location = (\(p.x), \(p.y)); view = \(viewName)>"
        }
    }
}
