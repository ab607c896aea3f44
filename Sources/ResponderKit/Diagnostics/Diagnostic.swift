import Foundation

/// A report that something given to ResponderKit could not be taken as it was, and what ResponderKit did
/// instead — ResponderKit's own addition; UIKit has none. What was given is a backend's raw input, or a call
/// the app made that UIKit raises at (or that cannot work here): ``subject`` says which part it concerns.
///
/// Bad input never crashes the application and never loses a touch's ending: each case is logged
/// through swift-log (label `ResponderKit`, level `warning`), passed to
/// `UIApplication.diagnosticHandler` if one is set, and then dropped or repaired as its
/// ``Resolution`` says. `docs/Reliability.md` lists every kind.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: String, Sendable, CaseIterable {
        /// A `.touches` frame with no contacts.
        case emptyFrame
        /// A move, end or cancel for a contact id that is not down.
        case unknownTouch
        /// A `.began` for a contact id that is already down.
        case duplicateBegan
        /// The same contact id twice in one frame.
        case repeatedTouchInFrame
        /// A location with a NaN or infinite coordinate.
        case nonFiniteLocation
        /// A NaN or infinite timestamp.
        case nonFiniteTimestamp
        /// A timestamp earlier than the previous one of the same touch sequence.
        case timestampWentBack
        /// A NaN, infinite or negative force or radius.
        case invalidForceOrRadius
        /// A contact began while ``EventThresholds/maximumTouches`` touches were down.
        case tooManyTouches
        /// A hover (`region…`) phase in a touch frame.
        case hoverPhaseInTouchFrame
        /// A motion event whose subtype is not a motion, or a remote-control event whose subtype is
        /// not a remote-control command.
        case unexpectedSubtype
        /// A motion ended or cancelled with no motion in progress, or began while one was.
        case unbalancedMotion
        /// A change to the view tree that would make a view its own ancestor.
        case invalidHierarchyChange
        /// An override of `hitTest(_:with:)` returned a view that is in no window.
        case hitTestViewOutsideWindow
        /// An action was sent to a target that has no method for it (UIKit would raise
        /// "unrecognized selector").
        case unhandledAction
        /// A layout constraint UIKit would refuse (raise at) or could not satisfy ("Unable to
        /// simultaneously satisfy constraints"), or a layout that asks for itself again without end.
        case invalidConstraint
        /// A value a standard control cannot take — a NaN bound or value, a stepper's `stepValue` of
        /// 0 or less, a segment index out of range (UIKit raises for some of these); the control kept
        /// its old value.
        case invalidControlValue
        /// A collection view was given something UIKit raises `NSInternalInconsistencyException` (or
        /// `NSInvalidArgumentException`) at: a negative count, a cell from another collection view or
        /// an unregistered reuse identifier, a layout frame that is NaN or negative, a batch update
        /// whose counts do not add up. The collection view carried on (a plain cell, a count of 0, a
        /// full reload) as the message says.
        case invalidCollectionViewUse
        /// A key up for a key that is not down.
        case unknownKey
        /// A gesture recognizer asked for a state change UIKit does not allow (B107).
        case illegalGestureTransition
        /// ResponderKit's own touch delivery tried a change its state machine does not allow (a bug
        /// to report); the touch was left as it was.
        case illegalDeliveryTransition
        /// A walk of the responder chain went round a cycle or past ``ResponderChainBound/maximumHops``
        /// (an app's `next` override); the event stopped there.
        case responderChainCycle
        /// A callback of the app's kept re-entering itself (a `scrollViewDidScroll` that scrolls again
        /// every time); it was not called past a bound.
        case reentrantCallback
        /// A lifecycle call that cannot take effect now — `UIApplicationMain` called while the app it
        /// started runs, or naming a class that cannot be found or created — was refused.
        case refusedLifecycleCall
        /// A screen resize (`RawInput.screenResized`) to a size that is not finite, or under 1 or over
        /// a million points on a side.
        case invalidScreenSize
        /// Scene input (`RawInput.sceneActivated`, `.sceneTargeted`, `.sceneClosed`) named a session
        /// no connected scene has (its window closed meanwhile); it was ignored.
        case unknownScene
        /// An animation's duration or delay was NaN, infinite or negative, or a delayed perform's
        /// delay was NaN; it was taken as 0.
        case invalidAnimationTiming
        /// A diffable data source's snapshot was asked for something UIKit raises on: a duplicate
        /// identifier, an item or section not in it, items with no section to go in. Skipped.
        case invalidSnapshot
        /// A table view's data source or caller gave something UIKit raises at — a negative count, an
        /// update whose counts do not add up, a cell dequeued from another table, a reuse identifier
        /// with no registered class; the table repaired it (a count of 0, a full reload, a plain cell).
        case invalidTableData
        /// An alert controller was asked for something UIKit raises at — a second `.cancel` action, a
        /// text field on an action sheet, a preferred action that is not one of its actions — or a
        /// change it cannot take while shown; the request was refused.
        case invalidAlertUse
        /// A picker view was asked about a component or row it does not have, or its data source gave a
        /// negative count; the call was ignored (a count was taken as 0).
        case invalidPickerUse
        /// A nib (`UINib`, `register(_:forCellReuseIdentifier:)` with a nib) or another resource the
        /// app asked for cannot be loaded here; nothing was loaded, and the call returned what UIKit
        /// returns for an empty one.
        case unloadableResource
        /// A sheet given something UIKit refuses: an empty `detents` array (UIKit raises). The sheet
        /// kept its detents.
        case invalidSheetUse
        /// A storyboard was asked for something UIKit raises at — a storyboard, a Storyboard ID or a
        /// segue identifier it does not have, an unwind no controller performs — or a translated
        /// scene made no controller. Nothing was performed, or an empty controller was made.
        case invalidStoryboardUse
    }

    /// What ResponderKit did about it.
    public enum Resolution: String, Sendable {
        /// The input was ignored.
        case dropped
        /// The input was corrected and then used (the message says how).
        case repaired
        /// Touches in flight were cancelled so that they still end.
        case cancelled
    }

    public var kind: Kind
    public var resolution: Resolution
    /// The contact id the report is about, if any.
    public var touchID: Int?
    /// A sentence for people.
    public var message: String

    public init(kind: Kind, resolution: Resolution, touchID: Int? = nil, message: String) {
        self.kind = kind
        self.resolution = resolution
        self.touchID = touchID
        self.message = message
    }

    public var description: String {
        "[\(kind.rawValue), \(resolution.rawValue)\(touchID.map { ", touch \($0)" } ?? "")] \(message)"
    }
}
