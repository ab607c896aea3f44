import Foundation

extension Diagnostic {
    /// What a diagnostic is about: where the thing that could not be taken came from. Raw input comes from a
    /// backend (or a test's `RawInput`); every other subject is a call the app made that UIKit raises at, or
    /// that cannot work here, and names the part of UIKit it used.
    public enum Subject: String, Sendable, CaseIterable {
        /// A backend's raw input: touch frames, keys, motion, scenes, screen sizes.
        case rawInput
        /// The view tree and the responder chain: hierarchy cycles, hit-test overrides, `next` overrides.
        case viewTree
        /// Gesture recognizers and ResponderKit's own touch delivery.
        case gestures
        /// Target-action: an action no target has a method for.
        case actions
        /// Auto Layout constraints and the layout pass.
        case layout
        /// Controls, pickers and alerts given values or actions UIKit refuses.
        case controls
        /// Table views, collection views and diffable data sources.
        case lists
        /// Storyboards, nibs, sheets and other resources.
        case resources
        /// The application's lifecycle, animations' timing and re-entrant callbacks.
        case lifecycle
    }
}

extension Diagnostic.Kind {
    /// What this kind of diagnostic is about (``Diagnostic/Subject``).
    public var subject: Diagnostic.Subject {
        switch self {
        case .emptyFrame, .unknownTouch, .duplicateBegan, .repeatedTouchInFrame, .nonFiniteLocation,
            .nonFiniteTimestamp, .timestampWentBack, .invalidForceOrRadius, .tooManyTouches, .hoverPhaseInTouchFrame,
            .unexpectedSubtype, .unbalancedMotion, .unknownKey, .invalidScreenSize, .unknownScene:
            .rawInput
        case .invalidHierarchyChange, .hitTestViewOutsideWindow, .responderChainCycle: .viewTree
        case .illegalGestureTransition, .illegalDeliveryTransition: .gestures
        case .unhandledAction: .actions
        case .invalidConstraint: .layout
        case .invalidControlValue, .invalidAlertUse, .invalidPickerUse: .controls
        case .invalidCollectionViewUse, .invalidTableData, .invalidSnapshot: .lists
        case .unloadableResource, .invalidSheetUse, .invalidStoryboardUse: .resources
        case .refusedLifecycleCall, .invalidAnimationTiming, .reentrantCallback: .lifecycle
        }
    }
}

extension Diagnostic {
    /// What this diagnostic is about.
    public var subject: Subject { kind.subject }
}
