import ResponderKit
import Testing

// A layout attributes subclass as most iOS code writes it, in Swift 5 mode: isEqual(_:) and
// copy(with:) read the added property plainly.

final class BadgedAttributes: UICollectionViewLayoutAttributes {
    var badgeCount = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgedAttributes
        copy.badgeCount = badgeCount
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgedAttributes else { return false }
        return other.badgeCount == badgeCount && super.isEqual(object)
    }
}

@Suite("Attributes subclasses in Swift 5 mode")
struct LayoutAttributesSubclassSwift5Tests {
    @Test("copy() keeps the subclass and its value; isEqual(_:) sees a change")
    @MainActor
    func copyAndCompare() {
        let attributes = BadgedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.badgeCount = 3
        let copy = attributes.copy() as! BadgedAttributes
        #expect(copy.badgeCount == 3)
        #expect(copy.isEqual(attributes))
        copy.badgeCount = 4
        #expect(!copy.isEqual(attributes))
    }
}
