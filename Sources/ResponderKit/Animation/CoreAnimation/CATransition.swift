import Foundation

/// The kinds of layer transition — Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a transition comes from — Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition of a layer's content — Core Animation's `CATransition`, added under the key
/// `"transition"` (`kCATransition`) when made with `add(_:forKey: kCATransition)`.
///
/// Where it differs: there is no snapshot of the old content, so only the new content moves — it
/// fades in (`.fade`), or slides in from `subtype`'s side (`.push`, `.moveIn`); `.reveal` shows the
/// new content at once. `startProgress` and `endProgress` bound the run.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    public required init() {
        super.init()
    }

    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    override func values(at t: CFTimeInterval, progress: Double, on layer: CALayer) -> [(String, LayerValue)] {
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        let p = start + (end - start) * progress
        switch type {
        case .fade:
            return [("opacity", .scalar(CGFloat(layer.opacity) * CGFloat(p)))]
        case .push, .moveIn:
            let size = layer.bounds.size, remaining = CGFloat(1 - p)
            var offset = CGPoint(x: size.width * remaining, y: 0)
            switch subtype {
            case .fromLeft?: offset = CGPoint(x: -size.width * remaining, y: 0)
            case .fromTop?: offset = CGPoint(x: 0, y: -size.height * remaining)
            case .fromBottom?: offset = CGPoint(x: 0, y: size.height * remaining)
            default: break
            }
            return [("position", .point(CGPoint(x: layer.position.x + offset.x, y: layer.position.y + offset.y)))]
        default:
            return []
        }
    }
}

/// The key transitions are added under (Core Animation's `kCATransition`).
public let kCATransition = "transition"
