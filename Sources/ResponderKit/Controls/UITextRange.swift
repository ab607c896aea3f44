import Foundation

/// A place in a text — UIKit's `UITextPosition`, the abstract class a text-input view subclasses with
/// its own notion of a place. ResponderKit's text views do not adopt `UITextInput`; the class exists
/// for the API that names positions, such as a custom rotor's `targetRange`.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}

/// A range of a text — UIKit's `UITextRange`: from `start` to `end`. UIKit's is abstract (a text-input
/// view subclasses it); ResponderKit's stores the two positions it is made with.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private let startStorage: UITextPosition
    private let endStorage: UITextPosition

    /// The range from `start` to `end`.
    public init(start: UITextPosition, end: UITextPosition) {
        startStorage = start
        endStorage = end
        super.init()
    }

    /// Where the range begins.
    open var start: UITextPosition { startStorage }
    /// Where the range ends.
    open var end: UITextPosition { endStorage }
    /// Whether the range holds no text: here, whether it starts and ends at the same position.
    open var isEmpty: Bool { startStorage === endStorage }
}
