import Foundation

/// A scene's (or a nib's) view tree translated into the body of a `loadView` function: each object
/// made, given what Interface Builder set, added to its superview (a stack view's arranged
/// subviews), then — once every object exists — the constraints activated, the outlets assigned,
/// the actions and segues connected, embed segues run, and `awakeFromNib()` sent to each object.
struct IBViewBuilder {
    var context: IBContext
    let ownerID: String
    let ownerClass: String
    /// Statements, in order.
    var lines: [String] = []
    /// The expression each object ID stands for (`v_abc`, `owner`, `v_cell.contentView`).
    var expressions: [String: String] = [:]
    /// Work that needs every object: constraints, then connections, then embeds.
    var pendingConstraints: [(IBElement, String)] = []
    var pendingConnections: [(IBElement, String)] = []
    var embeds: [String] = []
    var awake: [String] = []
    /// A styled cell's own views (`textLabel="id"` on the cell): the label Interface Builder lists
    /// among the content view's subviews is the cell's `textLabel`, not a view of its own.
    var cellStandardViews: [String: (expression: String, kind: String)] = [:]
    /// The controller's `topLayoutGuide`/`bottomLayoutGuide` in an old storyboard: the root view and
    /// whether the guide is the top one.
    var legacyGuides: [String: (root: String, isTop: Bool)] = [:]
    /// A nib's File's Owner is optional (`instantiate(withOwner: nil)`): its outlets are set with `owner?.`.
    var ownerIsOptional = false

    init(context: IBContext, ownerID: String, ownerClass: String) {
        self.context = context
        self.ownerID = ownerID
        self.ownerClass = ownerClass
        expressions[ownerID] = "owner"
    }

    /// View classes by Interface Builder element name.
    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField",
        "textView": "UITextView", "imageView": "UIImageView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "searchBar": "UISearchBar", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "containerView": "UIView", "visualEffectView": "UIVisualEffectView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView",
    ]

    static let recognizerClasses: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    ]

    /// The body of a scene's `loadView`: the tree under `root`, then the controller's own outlets.
    mutating func loadViewBody(root: IBElement, controller: IBElement) -> [String] {
        for sibling in controller.parent?.children ?? [] where IBViewBuilder.recognizerClasses[sibling.name] != nil {
            makeRecognizer(sibling)
        }
        let rootVariable = make(root, into: nil, arranged: false) ?? "UIView()"
        // Storyboards from before the safe area (iOS 7–10) pin to the controller's top and bottom
        // layout guides; their edges are the safe area's (Apple: safeAreaLayoutGuide replaces them).
        for guide in controller.first("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            if let guideID = guide.id { legacyGuides[guideID] = (rootVariable, guide["type"] != "bottom") }
        }
        if let connections = controller.first("connections") { pendingConnections.append((connections, "owner")) }
        finish()
        lines.append("return \(rootVariable)")
        let cast = ownerClass == "UIViewController" ? "controller" : "controller as! \(ownerClass)"
        var body = ["let owner = \(cast)"] + lines
        if !lines.contains(where: { $0.contains("owner") }) {
            if ownerClass == "UIViewController" { body.removeFirst() } else { body[0] = "_ = \(cast)" }
        }
        return body
    }

    /// Constraints, connections, embeds and `awakeFromNib()`, in that order.
    mutating func finish() {
        var constraintNames: [String] = []
        for (element, owning) in pendingConstraints {
            if let name = constraint(element, owning: owning) { constraintNames.append(name) }
        }
        if !constraintNames.isEmpty {
            lines.append("NSLayoutConstraint.activate([\(constraintNames.joined(separator: ", "))])")
        }
        for (connections, source) in pendingConnections { connect(connections, source: source) }
        lines += embeds
        lines += awake.map { "\($0).awakeFromNib()" }
    }

    /// Makes `element` (and what is under it), adds it to `parent`; its variable.
    @discardableResult
    mutating func make(_ element: IBElement, into parent: String?, arranged: Bool) -> String? {
        guard let id = element.id else { return nil }
        if element.name == "tableViewCellContentView" || (element.name == "view" && element["key"] == "contentView"),
           let parent {
            expressions[id] = "\(parent).contentView"
            applyProperties(element, to: "\(parent).contentView", kind: "view", creating: false)
            makeChildren(element, into: "\(parent).contentView", arranged: false)
            return nil
        }
        if let standard = cellStandardViews[id] {
            expressions[id] = standard.expression
            applyProperties(element, to: standard.expression, kind: standard.kind, creating: false)
            return nil
        }
        guard let base = IBViewBuilder.viewClasses[element.name] else {
            context.report(
                element, "a <\(element.name)> is not translated", fix: "make this view in code, in viewDidLoad")
            return nil
        }
        let name = IBContext.variable(id)
        expressions[id] = name
        lines.append("let \(name) = \(creation(element, base: base, name: name))")
        applyProperties(element, to: name, kind: element.name, creating: true)
        if let parent {
            lines.append(arranged ? "\(parent).addArrangedSubview(\(name))" : "\(parent).addSubview(\(name))")
        }
        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide.id else { continue }
            switch guide["key"] {
            case "safeArea": expressions[guideID] = "\(name).safeAreaLayoutGuide"
            case "contentLayoutGuide": expressions[guideID] = "\(name).contentLayoutGuide"
            case "frameLayoutGuide": expressions[guideID] = "\(name).frameLayoutGuide"
            default:
                context.report(
                    guide, "the layout guide \(guide["key"] ?? "?") is not translated", fix: "make the guide in code")
            }
        }
        if element.name == "tableViewCell" {
            for (key, kind) in [("textLabel", "label"), ("detailTextLabel", "label"), ("imageView", "imageView")] {
                if let viewID = element[key] { cellStandardViews[viewID] = ("\(name).\(key)!", kind) }
            }
        }
        if element.name == "tableView" { prototypes(element, table: name) }
        if element.name == "tableView", element["dataMode"] == "static" { staticSections(element, table: name) }
        if element.name == "collectionView" { collectionPrototypes(element, collection: name) }
        for key in ["contentView"] {
            if let content = element.child(key: key) { make(content, into: name, arranged: false) }
        }
        for key in ["textLabel", "detailTextLabel"] {
            if let label = element.children.first(where: { $0["key"] == key }), let labelID = label.id {
                expressions[labelID] = "\(name).\(key)!"
                applyProperties(label, to: "\(name).\(key)!", kind: "label", creating: false)
            }
        }
        makeChildren(element, into: name, arranged: element.name == "stackView")
        if element.name == "containerView" {
            for segue in element.first("connections")?.children(named: "segue") ?? [] where segue["kind"] == "embed" {
                if let segueID = segue.id {
                    embeds.append("storyboard.embed(\(IBValues.string(segueID)), in: \(name), owner: owner)")
                }
            }
        }
        if let connections = element.first("connections") { pendingConnections.append((connections, name)) }
        awake.append(name)
        return name
    }

    private mutating func makeChildren(_ element: IBElement, into name: String, arranged: Bool) {
        for child in element.first("subviews")?.children ?? [] { make(child, into: name, arranged: arranged) }
        for constraint in element.first("constraints")?.children(named: "constraint") ?? [] {
            pendingConstraints.append((constraint, expressions[element.id ?? ""] ?? name))
        }
    }

    /// How an object of `base` is made: its custom class with `init?(coder:)`, or UIKit's initializer.
    private func creation(_ element: IBElement, base: String, name: String) -> String {
        let frame = element.child(key: "frame").map(IBValues.rect) ?? "CGRect.zero"
        if let custom = element["customClass"] {
            if element.name == "tableViewCell", let style = element["style"], style != "IBUITableViewCellStyleDefault" {
                return
                    """
                        \(custom)(style: \(IBValues.enumCase(style, in: "cellStyle")), reuseIdentifier: \
                        \(element["reuseIdentifier"].map(IBValues.string) ?? "nil"))
                        """
            }
            return "\(custom)(coder: StoryboardCoder())!"
        }
        switch element.name {
        case "button":
            return "UIButton(type: \(IBValues.enumCase(element["buttonType"] ?? "custom", in: "buttonType")))"
        case "tableView":
            return
                """
                    UITableView(frame: \(frame), style: \
                    \(IBValues.enumCase(element["style"] ?? "plain", in: "tableStyle")))
                    """
        case "collectionView":
            return "UICollectionView(frame: \(frame), collectionViewLayout: \(flowLayout(element)))"
        case "tableViewCell":
            return
                """
                    UITableViewCell(style: \
                    \(IBValues.enumCase(element["style"] ?? "IBUITableViewCellStyleDefault", in: "cellStyle")), \
                    reuseIdentifier: \(element["reuseIdentifier"].map(IBValues.string) ?? "nil"))
                    """
        case "visualEffectView":
            return "UIVisualEffectView(effect: nil)"
        default:
            return "\(base)(frame: \(frame))"
        }
    }

    /// A collection view's flow layout, with its item size and spacing.
    private func flowLayout(_ element: IBElement) -> String {
        guard let layout = element.child(key: "collectionViewLayout"), layout.name == "collectionViewFlowLayout" else {
            return "UICollectionViewFlowLayout()"
        }
        var settings: [String] = []
        if let size = layout.child(key: "itemSize") { settings.append("$0.itemSize = \(IBValues.size(size))") }
        if let spacing = layout["minimumLineSpacing"] {
            settings.append("$0.minimumLineSpacing = \(IBValues.number(spacing))")
        }
        if let spacing = layout["minimumInteritemSpacing"] {
            settings.append("$0.minimumInteritemSpacing = \(IBValues.number(spacing))")
        }
        if layout["scrollDirection"] == "horizontal" { settings.append("$0.scrollDirection = .horizontal") }
        guard !settings.isEmpty else { return "UICollectionViewFlowLayout()" }
        let body = settings.map { $0.replacingOccurrences(of: "$0", with: "layout") }.joined(separator: "; ")
        return
            """
                { (layout: UICollectionViewFlowLayout) -> UICollectionViewFlowLayout in \(body); return layout \
                }(UICollectionViewFlowLayout())
                """
    }

    mutating func makeRecognizerPublic(_ element: IBElement) { makeRecognizer(element) }

    private mutating func makeRecognizer(_ element: IBElement) {
        guard let id = element.id, let base = IBViewBuilder.recognizerClasses[element.name] else { return }
        let name = IBContext.variable(id)
        expressions[id] = name
        lines.append("let \(name) = \(element["customClass"] ?? base)()")
        if let taps = element["numberOfTapsRequired"] { lines.append("\(name).numberOfTapsRequired = \(taps)") }
        if let touches = element["numberOfTouchesRequired"] {
            lines.append("\(name).numberOfTouchesRequired = \(touches)")
        }
        if element["cancelsTouchesInView"] == "NO" { lines.append("\(name).cancelsTouchesInView = false") }
        if let duration = element["minimumPressDuration"] {
            lines.append("\(name).minimumPressDuration = \(IBValues.number(duration))")
        }
        if let connections = element.first("connections") { pendingConnections.append((connections, name)) }
    }
}
