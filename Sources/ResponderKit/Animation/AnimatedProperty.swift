import Foundation

/// The properties an animation block animates, and their values as eight numbers, so that every
/// property interpolates alike (`from + (to − from) · progress`, one SIMD operation, no allocation).
enum AnimatedProperty: Int, Sendable, CaseIterable {
    case center = 0, bounds, transform, alpha, backgroundColor, cornerRadius, borderWidth, shadowOpacity
    /// No property: keeps a view's animation going without changing anything (a transition).
    case hold

    /// How many properties have a presentation value (all but `hold`).
    static let storedCount = 8
}

/// A property's value as the animator stores it (unused lanes are zero).
typealias AnimatedValue = SIMD8<Double>

extension AnimatedValue {
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y), 0, 0, 0, 0, 0, 0) }
    init(_ rect: CGRect) {
        self.init(Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height), 0, 0, 0, 0)
    }
    init(_ t: CGAffineTransform) {
        self.init(Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty), 0, 0)
    }
    init(scalar: CGFloat) { self.init(Double(scalar), 0, 0, 0, 0, 0, 0, 0) }
    /// A colour's resolved components; `nil` is clear (every component 0).
    init(_ color: UIColor?, traits: UITraitCollection) {
        guard let color else { self.init(repeating: 0); return }
        let fixed = color.resolvedColor(with: traits)
        self.init(Double(fixed.red), Double(fixed.green), Double(fixed.blue), Double(fixed.alpha), 0, 0, 0, 0)
    }

    var point: CGPoint { CGPoint(x: self[0], y: self[1]) }
    var rect: CGRect { CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) }
    var transform: CGAffineTransform {
        CGAffineTransform(a: self[0], b: self[1], c: self[2], d: self[3], tx: self[4], ty: self[5])
    }
    var scalar: CGFloat { CGFloat(self[0]) }
    var color: UIColor { UIColor(red: self[0], green: self[1], blue: self[2], alpha: self[3]) }
}

extension UIView {
    /// The model value of `property` (what the app set), as the animator stores it.
    func modelValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .center: return AnimatedValue(centerStorage)
        case .bounds: return AnimatedValue(boundsStorage)
        case .transform: return AnimatedValue(transformStorage)
        case .alpha: return AnimatedValue(scalar: alphaStorage)
        case .backgroundColor: return AnimatedValue(backgroundColor, traits: traitCollection)
        case .cornerRadius: return AnimatedValue(scalar: layerStorage?.cornerRadius ?? 0)
        case .borderWidth: return AnimatedValue(scalar: layerStorage?.borderWidth ?? 0)
        case .shadowOpacity: return AnimatedValue(scalar: CGFloat(layerStorage?.shadowOpacity ?? 0))
        case .hold: return AnimatedValue(repeating: 0)
        }
    }

    /// Sets the model value of `property` (animations off: the caller decides what it means).
    func setModelValue(_ value: AnimatedValue, of property: AnimatedProperty) {
        switch property {
        case .center: center = value.point
        case .bounds: bounds = value.rect
        case .transform: transform = value.transform
        case .alpha: alpha = value.scalar
        case .backgroundColor: backgroundColor = value.color
        case .cornerRadius: layer.cornerRadius = value.scalar
        case .borderWidth: layer.borderWidth = value.scalar
        case .shadowOpacity: layer.shadowOpacity = Float(value.scalar)
        case .hold: break
        }
    }

    /// Whether a change of an animatable property must be told to the animator: an animation block
    /// is recording, or this view has animations running. Two loads on every change.
    @inline(__always)
    var animationHooksActive: Bool { ViewAnimator.recording != nil || animationStateStorage != nil }

    /// An animatable property changed from `old` (its new value is the model's): recorded as an
    /// animation inside a block; outside one, a running animation of it is retargeted.
    func animatablePropertyChanged(_ property: AnimatedProperty, from old: AnimatedValue) {
        UIApplication.current.viewAnimator.propertyChanged(self, property, from: old)
    }
}

/// What the animator keeps of one animated view: the presentation values of its animated
/// properties, which track animates each (`slots`, −1 for none: the model value shows), and how
/// many tracks it has and how many of them keep touches out. Made when the view's first animation
/// starts, dropped when its last one ends. The values and slots are plain memory, so that a tick
/// writes a track's value with one store (no array uniqueness or exclusivity check, no retain).
/// Not main-actor isolated: plain data, owned by a view's main-actor storage, so that its `deinit`
/// may free the memory it owns (a main-actor class's nonisolated `deinit` may not read non-Sendable
/// pointers).
final class ViewAnimationState {
    let presented: UnsafeMutablePointer<AnimatedValue>
    let slots: UnsafeMutablePointer<Int32>
    var liveTracks = 0
    var blockingTracks = 0
    /// The indexes in `ViewAnimator.tracks` of this view's tracks (some may have died since): what
    /// `removeAllAnimations()` visits, so that cancelling one view's animations costs its own tracks,
    /// not every running one. Compaction renumbers them (`indexEpoch` tells a list it already rebuilt).
    var trackIndexes: [Int32] = []
    var indexEpoch: UInt64 = 0

    init() {
        presented = .allocate(capacity: AnimatedProperty.storedCount)
        presented.initialize(repeating: AnimatedValue(repeating: 0), count: AnimatedProperty.storedCount)
        slots = .allocate(capacity: AnimatedProperty.storedCount)
        slots.initialize(repeating: -1, count: AnimatedProperty.storedCount)
    }

    deinit {
        presented.deallocate()
        slots.deallocate()
    }
}
