import Foundation

/// A layer added to another with `addSublayer(_:)` or `insertSublayer(_:…)`, and — in a view's layer
/// — the subview whose layer it sits directly above (`nil`: below every subview's layer).
struct AddedSublayer {
    let layer: CALayer
    weak var above: UIView?
}

/// The layer tree follows the view tree, as in UIKit: a view's layer is its superview's layer's
/// sublayer, in subview order, and `addSubview`, `insertSubview`, `exchangeSubview`,
/// `bringSubviewToFront` and `removeFromSuperview` change `sublayers` and `superlayer` with it.
///
/// ```
///   view.layer.sublayers  =  [added below every subview …]
///                            + for each subview: [subview.layer] + [added directly above it …]
/// ```
///
/// Subviews' layers are not stored twice: a view's layer works its sublayers out from the view's
/// subviews (making their layers on first use) and the layers added to it, each of which remembers
/// the subview it sits above. When that subview leaves, the layer stays where it was: above the
/// subview below the one that left. A reordered subview takes the layers added directly above it
/// along (docs/Differences-from-UIKit.md).
extension CALayer {
    /// `insertSublayer(_:below:)` and `(_:above:)`: next to `sibling`, or on top when it is not a sublayer.
    func insert(_ layer: CALayer, nextTo sibling: CALayer?, above: Bool) {
        let list = (combinedSublayers() ?? []).filter { $0 !== layer }
        let index = sibling.flatMap { s in list.firstIndex { $0 === s }.map { above ? $0 + 1 : $0 } } ?? list.count
        insertAddedSublayer(layer, at: index)
    }

    /// `replaceSublayer(_:with:)`: `newLayer` where `oldLayer` is; `oldLayer` leaves.
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer,
            let index = (combinedSublayers() ?? []).filter({ $0 !== newLayer }).firstIndex(where: { $0 === oldLayer })
        else { return }
        oldLayer.removeFromSuperlayer()
        insertAddedSublayer(newLayer, at: index)
    }

    /// The sublayers, back to front; `nil` when there are none (Core Animation's value).
    func combinedSublayers() -> [CALayer]? {
        guard let view = hostView else { return added.isEmpty ? nil : added.map(\.layer) }
        let subviews = view.subviewStorage
        if added.isEmpty { return subviews.isEmpty ? nil : subviews.map(\.layer) }
        var bottom: [CALayer] = []
        var above: [ObjectIdentifier: [CALayer]] = [:]
        for entry in added {
            if let anchor = entry.above, anchor.superviewStorage === view {
                above[ObjectIdentifier(anchor), default: []].append(entry.layer)
            } else {
                bottom.append(entry.layer)
            }
        }
        var result = bottom
        result.reserveCapacity(subviews.count + added.count)
        for subview in subviews {
            result.append(subview.layer)
            if let layers = above[ObjectIdentifier(subview)] { result.append(contentsOf: layers) }
        }
        return result
    }

    /// How many sublayers there are, without listing them.
    var combinedSublayerCount: Int {
        added.count + (hostView?.subviewStorage.count ?? 0)
    }

    /// Inserts `layer` among the sublayers at `index` (clamped) as an added layer.
    func insertAddedSublayer(_ layer: CALayer, at index: Int) {
        // A layer cannot go inside itself or a layer inside it (Core Animation would make a cycle).
        var ancestor: CALayer? = self
        var steps = 0
        while let link = ancestor, steps <= ResponderChainBound.maximumHops {
            if link === layer {
                UIApplication.shared.report(Diagnostic(
                    kind: .invalidHierarchyChange, resolution: .dropped,
                    message: "\(type(of: layer)) was not added to \(type(of: self)): it is that layer or contains it"))
                return
            }
            ancestor = link.superlayer
            steps += 1
        }
        // A subview's own layer moved among this view's sublayers: the subview moves (a layer's place
        // among its siblings is its view's place among the subviews).
        if let view = hostView, let subview = layer.hostView, subview.superviewStorage === view {
            let others = (combinedSublayers() ?? []).filter { $0 !== layer }
            let below = others[..<min(max(index, 0), others.count)]
            let subviewIndex = below.filter { $0.hostView?.superviewStorage === view }.count
            view.insertSubview(subview, at: subviewIndex)
            return
        }
        layer.removeFromSuperlayerNow()
        let combined = combinedSublayers() ?? []
        let position = min(max(index, 0), combined.count)
        guard let view = hostView else {
            added.insert(AddedSublayer(layer: layer, above: nil), at: min(position, added.count))
            layer.addedTo = self
            layer.joinedTransaction = CATransaction.committingGroup
            return
        }
        // The subview whose layer is the nearest below the new place.
        var anchor: UIView?
        for candidate in combined[..<position].reversed() {
            if let subview = candidate.hostView, subview.superviewStorage === view, candidate !== layer {
                anchor = subview
                break
            }
        }
        let entry = AddedSublayer(layer: layer, above: anchor)
        // Among the layers added above the same subview, after those below the new place.
        let earlier = combined[..<position].last { candidate in
            added.contains { $0.layer === candidate && $0.above === anchor }
        }
        if let earlier, let slot = added.firstIndex(where: { $0.layer === earlier }) {
            added.insert(entry, at: slot + 1)
        } else if let slot = added.firstIndex(where: { $0.above === anchor }) {
            added.insert(entry, at: slot)
        } else {
            added.append(entry)
        }
        layer.addedTo = self
        layer.joinedTransaction = CATransaction.committingGroup
    }

    /// `removeFromSuperlayer()`'s work: a view's layer in a superview takes the view out of it.
    func removeFromSuperlayerNow() {
        if let view = hostView, view.superviewStorage != nil {
            view.removeFromSuperview()
            return
        }
        guard let parent = addedTo else { return }
        parent.added.removeAll { $0.layer === self }
        addedTo = nil
    }

    /// This layer (a view's, whose view is joining a superview) leaves the layer it was added to:
    /// a layer has one parent.
    func leaveAddedParent() {
        guard let parent = addedTo else { return }
        parent.added.removeAll { $0.layer === self }
        addedTo = nil
    }

    /// `sublayers`' setter: the added layers become those of `list` that are not subviews' layers, at
    /// their places in it.
    func replaceAddedSublayers(with list: [CALayer]) {
        for entry in added { entry.layer.addedTo = nil }
        added.removeAll()
        let view = hostView
        for (index, layer) in list.enumerated() {
            if let subview = layer.hostView, let view, subview.superviewStorage === view { continue }
            insertAddedSublayer(layer, at: index)
        }
    }

    /// `subview` (of this layer's view) is leaving: the layers added above it now sit above the
    /// subview below it, so that they keep their place.
    func subviewLeaving(_ subview: UIView, of view: UIView) {
        guard added.contains(where: { $0.above === subview }) else { return }
        let subviews = view.subviewStorage
        let below = subviews.firstIdenticalIndex(of: subview).flatMap { $0 > 0 ? subviews[$0 - 1] : nil }
        for index in added.indices where added[index].above === subview { added[index].above = below }
    }
}
