import Foundation

/// Groups layer changes and the animations added with them — Core Animation's `CATransaction`:
/// the duration and timing function that animations without their own take, whether implicit
/// animations are turned off, and a completion block that runs once every animation added in the
/// group has ended (or at once, at commit, when none was added).
///
/// ```
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(0.5)
/// CATransaction.setCompletionBlock { spinner.removeFromSuperlayer() }
/// spinner.add(fade, forKey: "fade")
/// CATransaction.commit()
/// ```
///
/// Outside `begin()`/`commit()` an implicit group is open until the next frame of the clock, as Core
/// Animation commits its implicit transaction at the end of the run loop's turn. Groups nest; the
/// settings of an inner group end with it. A `commit()` without a `begin()` is reported and ignored.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open or committed group: its settings and the animations it waits for.
    @MainActor final class Group {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (@MainActor () -> Void)?
        var values: [String: Any] = [:]
        var pending = 0
        var committed = false

        func animationEnded() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, pending <= 0, let block = completion else { return }
            completion = nil
            block()
        }
    }

    private static var explicit: [Group] = []
    private static var implicit: Group?

    static var hasImplicitGroup: Bool { implicit != nil }

    /// The group whose commit makes a change made now visible: the implicit group when one is open
    /// (explicit groups nest in it), else the outermost explicit one, else a new implicit group.
    static var committingGroup: Group {
        if let implicit { return implicit }
        return explicit.first ?? current
    }

    /// The group that settings and new animations go to: the innermost explicit one, else the implicit.
    static var current: Group {
        if let last = explicit.last { return last }
        if let implicit { return implicit }
        let group = Group()
        implicit = group
        UIApplication.current.frameClockGotWork()
        return group
    }

    /// Ends the implicit group (the frame clock's tick: the end of the run loop's turn).
    static func closeImplicitGroup() {
        guard let group = implicit else { return }
        implicit = nil
        group.committed = true
        group.finishIfDone()
    }

    /// Opens a group; settings made until `commit()` apply to it.
    public class func begin() {
        let group = Group()
        if let outer = explicit.last ?? implicit {
            group.duration = outer.duration
            group.timingFunction = outer.timingFunction
            group.disableActions = outer.disableActions
        }
        explicit.append(group)
    }

    /// Closes the group opened last.
    public class func commit() {
        guard let group = explicit.popLast() else {
            FileHandle.standardError.write(
                Data("ResponderKit: CATransaction.commit() with no begin(); pair each commit with a begin.\n".utf8))
            return
        }
        group.committed = true
        group.finishIfDone()
    }

    /// Ends the implicit group now.
    public class func flush() { closeImplicitGroup() }

    /// Kept for code that takes Core Animation's lock; there is one thread here.
    public class func lock() {}
    public class func unlock() {}

    public class func animationDuration() -> CFTimeInterval { current.duration }
    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        current.duration = duration.isFinite && duration >= 0 ? duration : 0.25
    }
    public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }
    public class func disableActions() -> Bool { current.disableActions }
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    public class func completionBlock() -> (@MainActor () -> Void)? { current.completion }
    /// Runs `block` once the animations added in this group have ended.
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current.completion = block }
    public class func value(forKey key: String) -> Any? { current.values[key] }
    public class func setValue(_ value: Any?, forKey key: String) { current.values[key] = value }
}
