import Foundation

/// The appearance proxies an app made, and the application of their values to views entering a
/// window and to the items of bars entering one (UIAppearance.swift describes the rules).
///
/// With no proxy made — most apps, most tests — application is one check of an empty array per view.
@MainActor
enum AppearanceRegistry {
    /// One proxy: the class it customises, where (containers, traits), and the proxy object.
    @MainActor
    final class Record {
        let target: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection?
        let proxy: any AppearanceCustomizable
        /// How specific it is: the target's depth in the class tree, then containers, then traits,
        /// then the order made (a later proxy wins among equals).
        let rank: (depth: Int, containers: Int, traits: Int, serial: Int)

        init(target: AnyClass, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?,
             proxy: any AppearanceCustomizable, serial: Int) {
            self.target = ObjectIdentifier(target)
            self.containers = containers.map { ObjectIdentifier($0) }
            self.traits = traits
            self.proxy = proxy
            rank = (AppearanceRegistry.depth(of: target), containers.count, traits == nil ? 0 : 1, serial)
        }
    }

    /// The proxies, in the order made.
    private(set) static var records: [Record] = []
    /// Whether a proxy's value is being copied to an instance (so its setters do not count as the app's).
    private(set) static var isApplying = false

    /// Runs `body` — a class setting its own default through a setter (a table's background) —
    /// without counting what it sets as the app's choice, so an appearance proxy still applies.
    static func settingDefaults(_ body: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        body()
    }
    /// Work a setter put off while values were applied or a subtree heard it entered a window (a
    /// navigation bar rebuilding its item views), run when both are done, each key once.
    private static var holdDepth = 0
    private static var held: [(key: ObjectIdentifier, work: @MainActor () -> Void)] = []

    /// Runs `body`, holding the work setters put off until it (and any enclosing hold) is done.
    static func holding(_ body: () -> Void) {
        holdDepth += 1
        body()
        holdDepth -= 1
        guard holdDepth == 0 else { return }
        while !held.isEmpty {
            let next = held.removeFirst()
            next.work()
        }
    }

    /// Puts `work` off until the current hold ends, if one is under way (once per `key`); whether it did.
    static func putOff(for key: AnyObject, _ work: @escaping @MainActor () -> Void) -> Bool {
        guard holdDepth > 0 else { return false }
        let id = ObjectIdentifier(key)
        if !held.contains(where: { $0.key == id }) { held.append((id, work)) }
        return true
    }

    /// The proxy for `target` in `containers` with `traits`: the one made before for the same three,
    /// else a new one made by `make`.
    static func proxy<Proxy: AppearanceCustomizable>(for target: AnyClass, containers: [any UIAppearanceContainer.Type],
                                                     traits: UITraitCollection?, make: () -> Proxy) -> Proxy {
        let targetID = ObjectIdentifier(target)
        let containerIDs = containers.map { ObjectIdentifier($0) }
        for record in records where record.target == targetID && record.containers == containerIDs
            && (record.traits == nil ? traits == nil : traits.map { record.traits!.isEqual($0) } ?? false) {
            if let proxy = record.proxy as? Proxy { return proxy }
        }
        let proxy = make()
        proxy.appearanceInvocations = AppearanceInvocations(isProxy: true)
        records.append(
            Record(target: target, containers: containers, traits: traits, proxy: proxy, serial: records.count))
        return proxy
    }

    /// Copies to `view`, which has just entered a window, the values of every proxy that matches it
    /// and that it has not set itself; then to the items it shows, if it is a bar.
    static func applyOnEnteringWindow(_ view: UIView) {
        guard !records.isEmpty else { return }
        apply(to: view, traits: view.traitCollection) { containerChain(above: view) }
        if let bar = view as? AppearanceItemsHost {
            for item in bar.itemsTakingAppearance { applyToItem(item, in: view, again: true) }
        }
    }

    /// Copies the matching proxies' values to `item`, shown by `bar` in a window (the container chain
    /// starts with the bar): once, or `again` when the bar enters a window.
    static func applyToItem(_ item: UIBarItem, in bar: UIView, again: Bool = false) {
        guard !records.isEmpty, bar.window != nil, again || !item.tookAppearance else { return }
        item.tookAppearance = true
        apply(to: item, traits: bar.traitCollection) { [bar] + containerChain(above: bar) }
    }

    private static func apply(to object: any AppearanceCustomizable, traits: UITraitCollection,
                              chain makeChain: () -> [AnyObject]) {
        var chain: [AnyObject]?
        var matching: [Record] = []
        for record in records where isInstance(object, of: record.target) {
            if let required = record.traits, !traits.containsTraits(in: required) { continue }
            if !record.containers.isEmpty {
                if chain == nil { chain = makeChain() }
                guard encloses(chain!, in: record.containers) else { continue }
            }
            matching.append(record)
        }
        guard !matching.isEmpty else { return }
        matching.sort { $0.rank < $1.rank }
        let setByInstance = object.appearanceInvocations?.setByInstance ?? []
        holding {
            let wasApplying = isApplying
            isApplying = true
            defer { isApplying = wasApplying }
            for record in matching {
                for setter in record.proxy.appearanceInvocations?.setters ?? []
                where !setByInstance.contains(setter.key) {
                    setter.copy(record.proxy, object)
                }
            }
        }
    }

    /// What encloses `view`, nearest first: each superview, and after a controller's root view (the
    /// view itself included: UIKit's root view is contained in its controller) the controller and
    /// its presentation controller.
    static func containerChain(above view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view
        while true {
            if current !== view { chain.append(current) }
            if let controller = current.owningViewController {
                chain.append(controller)
                if let presentation = controller.presentationControllerStorage { chain.append(presentation) }
            }
            guard let parent = current.superview else { return chain }
            current = parent
        }
    }

    /// Whether `chain` (nearest first) has instances of `containers` in that order, each farther out
    /// than the one before.
    private static func encloses(_ chain: [AnyObject], in containers: [ObjectIdentifier]) -> Bool {
        var position = chain.startIndex
        for container in containers {
            guard let found = chain[position...].firstIndex(where: { isInstance($0, of: container) }) else {
                return false
            }
            position = found + 1
        }
        return true
    }

    /// Whether `object`'s class is `type` or a subclass of it.
    private static func isInstance(_ object: AnyObject, of type: ObjectIdentifier) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let cls = current {
            if ObjectIdentifier(cls) == type { return true }
            current = _getSuperclass(cls)
        }
        return false
    }

    nonisolated private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let cls = current { depth += 1; current = _getSuperclass(cls) }
        return depth
    }
}

/// A bar whose items take appearance values when the bar enters a window: navigation bars,
/// toolbars, tab bars.
@MainActor
protocol AppearanceItemsHost {
    var itemsTakingAppearance: [UIBarItem] { get }
}
