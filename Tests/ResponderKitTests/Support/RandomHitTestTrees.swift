import Foundation
@testable import ResponderKit

// Random view trees for the hit-test index's tests (HitTestIndexTests, HitTestIndexPatchingTests):
// plain views and subclasses that override hitTest / point(inside:), hidden, transparent and disabled
// views, transforms, bounds origins, empty bounds and crowds of siblings; the probe points; and the
// answers a tree gives with the index on or off.

/// What the overrides were asked, in order, across a run.
@MainActor var questions: [String] = []

/// The point exactly as an override received it: the index must hand every override the very
/// numbers the plain algorithm computes, down to the last bit and the sign of zero.
func bits(_ point: CGPoint) -> String {
    "\(String(point.x.bitPattern, radix: 16)),\(String(point.y.bitPattern, radix: 16))"
}

/// A subclass that overrides `hitTest` and calls `super` (so the index must ask it).
final class AskedView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        questions.append("hitTest \(tag) \(bits(point))")
        return super.hitTest(point, with: event)
    }
}

/// Takes every point that reaches it, inside or not (the seeds' "red returns self").
final class GreedyView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        questions.append("greedy \(tag) \(bits(point))")
        return isHidden ? nil : self
    }
}

/// Accepts points up to 20 points outside its bounds.
final class GenerousView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        questions.append("inside \(tag) \(bits(point))")
        return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// Changes the tree the first time it is asked: removes its previous sibling and moves the next one.
final class MutatingView: UIView {
    var done = false
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        questions.append("mutating \(tag)")
        if !done, let parent = superview, let index = parent.subviews.firstIndex(of: self) {
            done = true
            if index > 0 { parent.subviews[index - 1].removeFromSuperview() }
            if let next = parent.subviews.first(where: { $0 !== self }) {
                next.center = CGPoint(x: next.center.x + 37, y: next.center.y - 11)
                next.isHidden.toggle()
            }
            return nil
        }
        return super.hitTest(point, with: event)
    }
}

extension SplitMix {
    /// This suite's seeding (Support/SplitMix.swift), kept so each seed still builds the same tree.
    init(seed: UInt64) { self.init(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }
}

/// How the random trees place their views.
enum Coordinates {
    /// Any fraction: no view's numbers are exact binary fractions, so the index converts every point
    /// with the plain algorithm's own operations.
    case fractional
    /// Quarters, with now and then a number off the index's exact grid (2⁻¹⁷, 0.1), one too large
    /// for it (2³⁰ and more), a width of −0 or an empty size: the index adds one precomputed step per
    /// level where that is provably the same number, and must switch back exactly where it is not.
    case dyadic
}

/// A coordinate drawn for `coordinates`: `value` as is, or rounded to quarters with the odd special case.
func coordinate(_ value: CGFloat, _ coordinates: Coordinates, using random: inout SplitMix) -> CGFloat {
    guard coordinates == .dyadic else { return value }
    switch Int.random(in: 0..<40, using: &random) {
    case 0: return value + 0x1p-17
    case 1: return value + 0.1
    case 2: return 0x1p30 + value
    case 3: return -0x1p31
    default: return (value * 4).rounded() / 4
    }
}

/// A width or height drawn for `coordinates` (see `coordinate`).
func length(_ value: CGFloat, _ coordinates: Coordinates, using random: inout SplitMix) -> CGFloat {
    guard coordinates == .dyadic else { return value }
    switch Int.random(in: 0..<30, using: &random) {
    case 0: return -0.0
    case 1: return 0
    case 2: return 0x1p31
    case 3: return value + 0x1p-20
    default: return (value * 2).rounded() / 2
    }
}

/// One of ResponderKit's own view classes with default hit-testing, which the index answers for:
/// 0 a label, 1 a button, else a plain view.
@MainActor
func ownView(_ kind: Int, frame: CGRect) -> UIView {
    switch kind {
    case 0: UILabel(frame: frame)
    case 1: UIButton(frame: frame)
    default: UIView(frame: frame)
    }
}

@MainActor
func makeTree(seed: UInt64, mutating: Bool, coordinates: Coordinates = .fractional) -> UIView {
    var random = SplitMix(seed: seed)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var parents: [UIView] = [root]
    var tag = 1
    for _ in 0..<Int.random(in: 20...90, using: &random) {
        let parent = parents[Int.random(in: 0..<parents.count, using: &random)]
        // Sometimes a crowd, so the grid is used.
        let siblings = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 16...40, using: &random) : 1
        for _ in 0..<siblings {
            let x = CGFloat.random(in: -30...350, using: &random), y = CGFloat.random(in: -30...350, using: &random)
            let width = CGFloat.random(in: 0...120, using: &random).rounded(),
                height = CGFloat.random(in: 0...120, using: &random).rounded()
            let frame = CGRect(
                x: coordinate(x, coordinates, using: &random), y: coordinate(y, coordinates, using: &random),
                width: length(width, coordinates, using: &random), height: length(height, coordinates, using: &random))
            let view: UIView
            switch Int.random(in: 0..<20, using: &random) {
            case 0: view = AskedView(frame: frame)
            case 1: view = GreedyView(frame: frame)
            case 2: view = GenerousView(frame: frame)
            case 3 where mutating: view = MutatingView(frame: frame)
            case 4: view = ownView(0, frame: frame)
            case 5: view = ownView(1, frame: frame)
            default: view = ownView(2, frame: frame)
            }
            view.tag = tag
            tag += 1
            switch Int.random(in: 0..<12, using: &random) {
            case 0: view.isHidden = true
            case 1: view.alpha = [0, 0.005, 0.01, 0.5].randomElement(using: &random)!
            case 2: view.isUserInteractionEnabled = false
            case 3: view.transform = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &random))
            case 4:
                view.transform = CGAffineTransform(
                    scaleX: .random(in: 0.2...3, using: &random), y: .random(in: 0.2...3, using: &random))
            case 5: view.transform = CGAffineTransform(scaleX: 0, y: 1)  // cannot be inverted
            case 6:
                let dx = CGFloat.random(in: -40...40, using: &random).rounded(),
                    dy = CGFloat.random(in: -40...40, using: &random).rounded()
                view.bounds.origin = CGPoint(x: dx, y: dy)
            case 7: view.transform = CGAffineTransform(translationX: 0.1, y: -0.3).rotated(by: 0.7)
            default: break
            }
            parent.addSubview(view)
            parents.append(view)
        }
    }
    return root
}

/// The points asked: a grid over the tree and around it, and points with fractions.
let randomTreeProbePoints: [CGPoint] = {
    var points: [CGPoint] = []
    for x in stride(from: -45.0, through: 445, by: 7) {
        for y in stride(from: -45.0, through: 445, by: 11) { points.append(CGPoint(x: x + 0.25, y: y + 0.5)) }
    }
    // Whole numbers, which land on edges; a diagonal is enough.
    for v in stride(from: -10.0, through: 410, by: 10) { points.append(CGPoint(x: v, y: v + 20)) }
    points += [
        CGPoint(x: 0, y: 0), CGPoint(x: 399.999, y: 0.001), CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 1e12, y: -1e12),
        CGPoint(x: -0.0, y: 5.5), CGPoint(x: 0x1p30, y: 3), CGPoint(x: -0x1p30 + 0.25, y: 10),
        CGPoint(x: 5 + 0x1p-17, y: 7.25),
               CGPoint(x: 12.5, y: -0.0), CGPoint(x: CGFloat.infinity, y: 4)]
    return points
}()

@MainActor
func answers(
    seed: UInt64, mutating: Bool, indexed: Bool, coordinates: Coordinates = .fractional
) -> (hits: [Int?], questions: [String]) {
    UIView.hitTestIndexEnabled = indexed
    defer { UIView.hitTestIndexEnabled = true }
    questions = []
    let root = makeTree(seed: seed, mutating: mutating, coordinates: coordinates)
    let hits = randomTreeProbePoints.map { root.hitTest($0, with: nil).map { $0 === root ? 0 : $0.tag } }
    return (hits, questions)
}

