import Foundation

/// One dimension (width or height) of an element of a compositional layout — UIKit's
/// `NSCollectionLayoutDimension`: a fraction of the containing group's (or section's) width or height,
/// an absolute length in points, or an estimate.
///
/// Where ResponderKit differs: an `.estimated` dimension is taken as its value — cells are not measured
/// afterwards (no self-sizing). A fraction or length that is zero, negative, NaN or infinite is reported
/// (an `invalidCollectionViewUse` diagnostic) and the element fills its container along that axis.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, length or estimate, as given.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the width of the containing group (or section, for a top-level group).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the height of the containing group (or section, for a top-level group).
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        .init(.fractionalHeight, fractionalHeight)
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.absolute, absoluteDimension)
    }
    /// An estimated length in points (taken as the length here).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    public override var description: String { mainActorDescription(of: self) { "\(self.kind)(\(self.dimension))" } }

    /// The length in points inside a container of `container` size; a bad value is reported and the
    /// container's length along `axisIsWidth` is used.
    func resolve(in container: CGSize, axisIsWidth: Bool, report: (String) -> Void) -> CGFloat {
        let fallback = axisIsWidth ? container.width : container.height
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated: value = dimension
        }
        guard dimension.isFinite, dimension > 0, value.isFinite, value >= 0 else {
            report(
                "the dimension \(self) is not usable (zero, negative, NaN or infinite); the element fills its container"
            )
            return max(0, fallback.isFinite ? fallback : 0)
        }
        return value
    }
}

/// The width and height of an element of a compositional layout — UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    public override var description: String {
        mainActorDescription(of: self) { "\(self.widthDimension) × \(self.heightDimension)" }
    }

    /// The size in points inside a container of `container` size.
    func resolve(in container: CGSize, report: (String) -> Void) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container, axisIsWidth: true, report: report),
               height: heightDimension.resolve(in: container, axisIsWidth: false, report: report))
    }
}

/// The space between items of a group — UIKit's `NSCollectionLayoutSpacing`: `.fixed(_:)` or
/// `.flexible(_:)` (at least that much; the spare length of the group is shared between the gaps).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(fixedSpacing, flexible: false)
    }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(flexibleSpacing, flexible: true)
    }

    public override var description: String {
        mainActorDescription(of: self) { "\(self.isFlexibleSpacing ? "flexible" : "fixed")(\(self.spacing))" }
    }

    /// The spacing in points; a bad value is reported and taken as 0.
    func points(report: (String) -> Void) -> CGFloat {
        guard spacing.isFinite, spacing >= 0 else {
            report("the spacing \(self) is not usable; 0 is used")
            return 0
        }
        return spacing
    }
}

/// Extra space around an item, outside its frame — UIKit's `NSCollectionLayoutEdgeSpacing`. Each edge
/// is a fixed (or flexible, taken as fixed here) spacing, or `nil` for none.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
