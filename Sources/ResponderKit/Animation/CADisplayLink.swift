import Foundation

/// A time interval in seconds, as Core Foundation names it (`CADisplayLink.timestamp`'s type).
public typealias CFTimeInterval = Double

/// A timer that fires once per frame — Core Animation's `CADisplayLink`, for code that steps its own
/// animation or physics every frame:
///
/// ```
/// let link = CADisplayLink(target: self, selector: Selector("step:"))
/// link.add(to: .main, forMode: .common)
/// // in actionMethod(for:): case Selector("step:"): return { [weak self] sender, _ in … }
/// ```
///
/// It fires on the frame clock (`RawInput.timePassed` and input timestamps: the SDL window ticks it
/// every frame while a link runs), after scroll views and view animations have moved for the frame.
/// As in Core Animation, the run loop holds a link and the link holds its target until `invalidate()`
/// (AD:quartzcore/cadisplaylink/invalidate()); `isPaused` stops the calls without letting go;
/// `preferredFramesPerSecond` (0: every frame) skips frames to come near the rate asked for.
///
/// Where it differs: the display's refresh rate is not known, so `duration` is 1/60 s; the run loop
/// and mode given to `add(to:forMode:)` are not told apart (every link fires on the main thread's
/// frame clock); the selector goes through the target's `actionMethod(for:)` (docs/Differences-from-UIKit.md,
/// "Actions"), with the link as the sender — a target without that method gets an `unhandledAction`
/// diagnostic and the link is invalidated.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var target: (any UIActionTarget)?
    private let targetDescription: String
    private let selector: Selector
    private var isScheduled = false
    private var lastFired: CFTimeInterval?
    private var lastTick: CFTimeInterval?

    /// The time of the frame that fired last (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// The time between frames: 1/60 s here.
    open private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Whether the link is stopped (it stays scheduled); `false` by default.
    open var isPaused = false {
        didSet { if !isPaused, isScheduled { UIApplication.current.frameClockGotWork() } }
    }
    /// The rate to call at; 0 (the display's) by default.
    open var preferredFramesPerSecond = 0
    /// The range of rates acceptable (its `preferred` is used like `preferredFramesPerSecond`).
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// A link that sends `selector` to `target` every frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as? any UIActionTarget
        targetDescription = String(describing: type(of: target))
        selector = sel
        super.init()
    }

    /// Starts the link (the run loop holds it until `invalidate()`).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        UIApplication.current.displayLinks.append(self)
        UIApplication.current.frameClockGotWork()
    }

    /// Takes the link out of `runloop` (as `invalidate()`, except that the target is kept).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isScheduled else { return }
        isScheduled = false
        UIApplication.current.displayLinks.removeAll { $0 === self }
    }

    /// Stops the link for good and lets go of its target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        target = nil
    }

    /// Whether the link wants the next frame.
    var wantsFrames: Bool { isScheduled && !isPaused }

    /// A frame at `time`: calls the target unless the preferred rate says to skip this one.
    func fire(at time: CFTimeInterval) {
        guard wantsFrames else { return }
        // The clock's frame interval, from tick to tick (fired or skipped).
        if let previous = lastTick, time > previous { duration = min(time - previous, 1) }
        lastTick = time
        let rate =
            preferredFramesPerSecond > 0 ? Float(preferredFramesPerSecond) : preferredFrameRateRange.preferred ?? 0
        if rate > 0, let last = lastFired, time - last < 1 / Double(rate) - duration / 2 { return }
        lastFired = time
        timestamp = time
        guard let target, let method = target.actionMethod(for: selector) else {
            UIApplication.shared.report(.init(
                kind: .unhandledAction, resolution: .dropped,
                    message:
                        "a CADisplayLink sent \(selector) to \(targetDescription), which has no method for it "
                            + "(actionMethod(for:) returned nil); the link was invalidated"
                ))
            invalidate()
            return
        }
        method(self, nil)
    }
}

/// A range of frame rates — Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's rates.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

extension UIApplication {
    /// Fires the running display links for a frame at `time` (in the order they were added; a link
    /// added or removed by a target's call takes effect from the next frame).
    func fireDisplayLinks(at time: TimeInterval) {
        for link in displayLinks { link.fire(at: time) }
    }

    /// Whether a display link wants frames.
    var displayLinksWantFrames: Bool { displayLinks.contains { $0.wantsFrames } }
}
