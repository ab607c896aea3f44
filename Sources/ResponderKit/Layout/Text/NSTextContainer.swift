import Foundation

/// The region a text view lays its text out in — UIKit's (TextKit's) `NSTextContainer`, as far as app
/// code configures one: `lineFragmentPadding` (the blank at each end of every line, 5 points by
/// default; apps set 0 to align a text view's text with a label's), the number of lines, the break
/// mode and the size. `UITextView.textContainer` is the text view's.
///
/// Where it differs from UIKit: there is no layout manager or text storage to attach it to, and
/// `exclusionPaths` is stored but does not shape the lines.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a text view's tracks its width (`widthTracksTextView`).
    open var size: CGSize
    /// The blank at each end of every line: 5 points by default (AD:nstextcontainer/linefragmentpadding).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { owner?.textLayoutChanged() } }
    }
    /// The most lines laid out; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0
    /// How the last line breaks when lines are limited; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (`true` for a text view's container).
    open var widthTracksTextView = false
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// Regions the text flows around (stored; not applied).
    open var exclusionPaths: [UIBezierPath] = []
    /// The text view that lays its text out in this container.
    weak var owner: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of no size.
    public override convenience init() {
        self.init(size: .zero)
    }
}

/// What a text view turns into links — UIKit's `UIDataDetectorTypes`, with its raw values. Stored;
/// ResponderKit detects nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
