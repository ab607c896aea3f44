import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at — UIKit's `UISheetPresentationController.Detent`: the system's
    /// `large()` (full height) and `medium()` (about half the screen, inactive in a compact height),
    /// or a custom height a resolver computes (AD:uikit/uisheetpresentationcontroller/detent).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's name — UIKit's `Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's identifier (a custom detent made without one gets a unique one).
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The full-height detent: the largest a sheet can be.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the screen's height (half the largest detent here); inactive (`nil`) in a
        /// compact vertical size class, as UIKit's.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose height `resolver` computes — "a height within the safe area of the sheet"
        /// (AD:uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)); `nil` makes it
        /// inactive. Values are kept within 0…`maximumDetentValue`.
        public static func custom(identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, or `nil` if it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }

        public override func isEqual(_ object: Any?) -> Bool {
            (object as? Detent)?.identifier == identifier
        }

        public override var hash: Int { identifier.hashValue }
    }
}

/// What a custom detent's resolver is given — UIKit's `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
