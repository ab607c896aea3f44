import Foundation

/// A row of segments of which one is selected — UIKit's `UISegmentedControl` (docs/Controls.md).
///
/// A finger that lifts on an enabled segment other than the selected one selects it and sends
/// `.valueChanged`, then runs the segment's `UIAction` if it has one (`init(frame:actions:)`).
/// The segment is the one under the finger when it lifts, so a finger may slide to another segment
/// before lifting (iOS 13 and later; earlier iOS selected on touch-down). Tapping the selected segment
/// again sends nothing. A momentary control (``isMomentary``) sends `.valueChanged` on every tap;
/// ``selectedSegmentIndex`` is the tapped segment while the actions run and ``noSegment`` again after.
/// Setting ``selectedSegmentIndex`` in code sends nothing.
///
/// Differences: an index out of range — selecting, titling or removing a segment that does not exist
/// — is refused with an `invalidControlValue` diagnostic (UIKit ignores some and raises for others);
/// ``rectForSegment(at:)`` is a ResponderKit addition for backends and tests; no animation.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of no segment: `selectedSegmentIndex` when nothing is selected.
    public static let noSegment = -1
    /// The height of a segmented control (iOS 13 and later).
    public static let defaultHeight: CGFloat = 32
    /// The room on each side of a segment's title or image in the natural width.
    static let segmentPadding: CGFloat = 12
    /// The font of the titles (13-point system font, as in iOS 13 and later).
    static let titleFont = UIFont.systemFont(ofSize: 13)

    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    /// The titles' text attributes per state (UISegmentedControl+TitleAttributes.swift).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var selectedStorage = UISegmentedControl.noSegment
    /// The segment a tracked finger is on (for drawing it pressed), or `noSegment`.
    public private(set) var highlightedSegmentIndex = UISegmentedControl.noSegment

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control with a segment for each item — a `String` (a title) or a `UIImage` — sized to fit
    /// them. Other items are skipped with a diagnostic.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? UIImage { segments.append(Segment(image: image)) }
            else {
                reportInvalidValue("init(items:): an item of type \(type(of: item)) is neither a String nor a UIImage")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment for each action (its title and image); selecting one runs its handler.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``. Setting it sends nothing; an index out of range is
    /// refused (diagnostic).
    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return reportInvalidValue("selectedSegmentIndex \(newValue) is out of range 0..<\(segments.count)")
            }
            selectedStorage = newValue
        }
    }

    /// Whether segments do not stay selected; `false` by default.
    open var isMomentary: Bool = false
    /// Whether segments are as wide as their content (`true`) or share the width equally (`false`,
    /// the default); segments with a width set keep it either way.
    open var apportionsSegmentWidthsByContent: Bool = false { didSet { invalidateIntrinsicContentSize() } }
    /// The colour of the selected segment; `nil` (white) by default.
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            appearanceSetterCalled(.selectedSegmentTintColor) {
                $1.selectedSegmentTintColor = $0.selectedSegmentTintColor
            }
        }
    }

    /// Inserts a segment titled `title` at `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title and image) at `segment` (pinned).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ newSegment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(newSegment, at: index)
        if selectedStorage >= index { selectedStorage += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment`; removing the selected one selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment(at:)") else { return }
        segments.remove(at: segment)
        if selectedStorage == segment { selectedStorage = Self.noSegment }
        else if selectedStorage > segment { selectedStorage -= 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedStorage = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    private func checked(_ index: Int, _ method: String) -> Bool {
        guard segments.indices.contains(index) else {
            reportInvalidValue("\(method): segment \(index) is out of range 0..<\(segments.count)")
            return false
        }
        return true
    }

    /// Sets the title of a segment (its image is cleared, as in UIKit).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
    }

    /// The title of a segment, or `nil`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment (its title is cleared, as in UIKit).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        invalidateIntrinsicContentSize()
    }

    /// The image of a segment, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Replaces a segment's action (and its title and image with the action's).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checked(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment] = Segment(title: action.title, image: action.image, action: action,
                                    isEnabled: segments[segment].isEnabled, width: segments[segment].width)
        invalidateIntrinsicContentSize()
    }

    /// The action of a segment, or `nil`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// Enables or disables one segment; a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled (`false` for one that does not exist).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Fixes a segment's width; 0 (the default) lets it share the room. Negative or non-finite
    /// widths are refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checked(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width >= 0, width.isFinite else { return reportInvalidValue("setWidth: \(width) is not a width") }
        segments[segment].width = width
        invalidateIntrinsicContentSize()
    }

    /// A segment's fixed width, or 0.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Geometry

    /// The width of a segment's title or image with its padding.
    private func contentWidth(of segment: Segment) -> CGFloat {
        var width: CGFloat = 0
        if let title = segment.title, !title.isEmpty {
            let label = UILabel(frame: .zero)
            label.font = titleFont(for: .normal)
            label.text = title
            width = label.textSize(fitting: CGSize(width: CGFloat.infinity, height: .infinity)).width
        } else if let image = segment.image {
            width = image.size.width
        }
        return width.rounded(.up) + 2 * Self.segmentPadding
    }

    /// The natural size: 32 high; as wide as the segments' fixed widths plus, for the others, each
    /// one's content (apportioned) or the widest content (equal widths).
    open override var intrinsicContentSize: CGSize {
        let free = segments.filter { $0.width == 0 }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let contents = free.map(contentWidth)
        let width =
            apportionsSegmentWidthsByContent ? contents.reduce(0, +) : CGFloat(free.count) * (contents.max() ?? 0)
        return CGSize(width: fixed + width, height: Self.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the bounds, left to right: fixed widths first, the rest of the width
    /// shared equally or in proportion to content.
    public func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let room = max(bounds.width - fixed, 0)
        let free = segments.indices.filter { segments[$0].width == 0 }
        var widths = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let contents = free.map { contentWidth(of: segments[$0]) }
            let total = contents.reduce(0, +)
            for (n, index) in free.enumerated() { widths[index] = total > 0 ? room * contents[n] / total : 0 }
        } else {
            for index in free { widths[index] = room / CGFloat(free.count) }
        }
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// A segment's frame in the bounds (ResponderKit addition, for backends and tests); `.zero` for
    /// an index out of range.
    public func rectForSegment(at segment: Int) -> CGRect {
        let frames = segmentFrames()
        return frames.indices.contains(segment) ? frames[segment] : .zero
    }

    /// The segment under `x` (clamped to the bounds), or ``noSegment`` without segments.
    private func segmentIndex(atX x: CGFloat) -> Int {
        let frames = segmentFrames()
        guard let last = frames.indices.last else { return Self.noSegment }
        return frames.firstIndex { x < $0.maxX } ?? last
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segmentIndex(atX: touch.location(in: self).x)
        guard index != Self.noSegment else { return false }
        highlightedSegmentIndex = index
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = isTouchInside ? segmentIndex(atX: touch.location(in: self).x) : Self.noSegment
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        highlightedSegmentIndex = Self.noSegment
        guard isTouchInside, let touch else { return }
        let index = segmentIndex(atX: touch.location(in: self).x)
        guard segments.indices.contains(index), segments[index].isEnabled else { return }
        if isMomentary {
            selectedStorage = index
            sendSelection(index, event: event)
            selectedStorage = Self.noSegment
        } else if index != selectedStorage {
            selectedStorage = index
            sendSelection(index, event: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        highlightedSegmentIndex = Self.noSegment
    }

    private func sendSelection(_ index: Int, event: UIEvent?) {
        let action = segments[index].action
        dispatchActions(for: .valueChanged, event: event)
        if let action { sendAction(action) }
    }

    /// UIKit: a single-finger single tap on a segmented control is the control's, not an ancestor's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.viewStorage !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UISegmentedControl { appearanceProxy(UISegmentedControl(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISegmentedControl { appearanceProxy(UISegmentedControl(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UISegmentedControl {
        appearanceProxy(UISegmentedControl(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UISegmentedControl
    { appearanceProxy(UISegmentedControl(frame: .zero), containers: containerTypes, traits: trait) }
}
