import Foundation

/// What Interface Builder set on a view, as assignments — the common view attributes, then each
/// class's own (a label's text and font, a button's titles per state, a stack view's axis …), then
/// the user-defined runtime attributes.
extension IBViewBuilder {
    mutating func applyProperties(_ element: IBElement, to name: String, kind: String, creating: Bool) {
        var set: [String] = []
        func assign(_ property: String, _ value: String) { set.append("\(name).\(property) = \(value)") }
        if creating,
            element["customClass"] != nil
                || ["tableViewCell", "button", "activityIndicatorView", "visualEffectView"].contains(kind),
           let frame = element.child(key: "frame") {
            assign("frame", IBValues.rect(frame))
        }
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            assign("translatesAutoresizingMaskIntoConstraints", "false")
        }
        if let mask = element.child(key: "autoresizingMask"),
            element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        {
            let names = [
                "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY",
            ]
            let swift = [
                "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight",
                "flexibleBottomMargin",
            ]
            let on = zip(names, swift).filter { mask.isYes($0.0) }.map { "." + $0.1 }
            if !on.isEmpty { assign("autoresizingMask", "[" + on.joined(separator: ", ") + "]") }
        }
        if element.isYes("hidden") { assign("isHidden", "true") }
        if let alpha = element["alpha"] { assign("alpha", IBValues.number(alpha)) }
        if let tag = element["tag"] { assign("tag", tag) }
        if element["userInteractionEnabled"] == "NO", kind != "label", kind != "imageView" {
            assign("isUserInteractionEnabled", "false")
        }
        if element["userInteractionEnabled"] == "YES", kind == "label" || kind == "imageView" {
            assign("isUserInteractionEnabled", "true")
        }
        if element.isYes("clipsSubviews"),
            !["tableView", "collectionView", "scrollView", "tableViewCell"].contains(kind)
        {
            assign("clipsToBounds", "true")
        }
        if let mode = element["contentMode"], mode != "scaleToFill", kind != "tableViewCell" {
            assign("contentMode", "." + mode)
        }
        if element.isYes("multipleTouchEnabled"), kind != "tableViewCell" { assign("isMultipleTouchEnabled", "true") }
        for (attribute, axis) in [("horizontalHuggingPriority", "horizontal"), ("verticalHuggingPriority", "vertical")]
        {
            if let value = element[attribute], value != "250" {
                set.append(
                    "\(name).setContentHuggingPriority(UILayoutPriority(\(IBValues.number(value))), for: .\(axis))")
            }
        }
        for (attribute, axis) in [
            ("horizontalCompressionResistancePriority", "horizontal"),
            ("verticalCompressionResistancePriority", "vertical"),
        ] {
            if let value = element[attribute], value != "750" {
                set.append(
                    """
                        \(name).setContentCompressionResistancePriority(UILayoutPriority(\(IBValues.number(value))), \
                        for: .\(axis))
                        """
                )
            }
        }
        for color in element.children(named: "color") {
            guard let key = color["key"], let value = IBValues.color(color) else { continue }
            switch key {
            case "highlightedColor": if kind == "label" { assign("highlightedTextColor", value) }
            case "textColor" where kind == "button": break
            default: assign(key, value)
            }
        }
        if let font = element.child(key: "fontDescription") {
            assign(kind == "button" ? "titleLabel?.font" : "font", IBValues.font(font))
        }
        if let accessibility = element.child(key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] {
                assign("accessibilityIdentifier", IBValues.string(identifier))
            }
            if let label = accessibility["label"] { assign("accessibilityLabel", IBValues.string(label)) }
            if let hint = accessibility["hint"] { assign("accessibilityHint", IBValues.string(hint)) }
        }
        set += classProperties(element, name: name, kind: kind)
        set += runtimeAttributes(element, name: name)
        lines += set
    }

    private mutating func classProperties(_ element: IBElement, name: String, kind: String) -> [String] {
        var set: [String] = []
        func assign(_ property: String, _ value: String) { set.append("\(name).\(property) = \(value)") }
        let text = element["text"] ?? element.child(key: "text").map(\.text)
        switch kind {
        case "label":
            if let text { assign("text", IBValues.string(text)) }
            if let alignment = element["textAlignment"] { assign("textAlignment", "." + alignment) }
            if let lines = element["numberOfLines"], lines != "1" { assign("numberOfLines", lines) }
            if let mode = element["lineBreakMode"], mode != "tailTruncation" {
                assign("lineBreakMode", IBValues.enumCase(mode, in: "lineBreakMode"))
            }
            if element.isYes("adjustsFontSizeToFit") { assign("adjustsFontSizeToFitWidth", "true") }
            if let scale = element["minimumScaleFactor"] { assign("minimumScaleFactor", IBValues.number(scale)) }
            if element["enabled"] == "NO" { assign("isEnabled", "false") }
        case "button":
            for state in element.children(named: "state") {
                let control = "." + (state["key"] ?? "normal")
                if let title = state["title"] {
                    set.append("\(name).setTitle(\(IBValues.string(title)), for: \(control))")
                }
                if let image = state["image"] { set.append("\(name).setImage(\(namedImage(image)), for: \(control))") }
                if let image = state["backgroundImage"] {
                    set.append("\(name).setBackgroundImage(UIImage(named: \(IBValues.string(image))), for: \(control))")
                }
                if let color = state.child(key: "titleColor").flatMap(IBValues.color) {
                    set.append("\(name).setTitleColor(\(color), for: \(control))")
                }
            }
            if let configuration = element.child(key: "configuration"), let title = configuration["title"] {
                set.append("\(name).setTitle(\(IBValues.string(title)), for: .normal)")
            }
            if element["enabled"] == "NO" { assign("isEnabled", "false") }
            if element.isYes("selected") { assign("isSelected", "true") }
        case "textField":
            if let text { assign("text", IBValues.string(text)) }
            if let placeholder = element["placeholder"] { assign("placeholder", IBValues.string(placeholder)) }
            if let border = element["borderStyle"] { assign("borderStyle", "." + border) }
            if let clear = element["clearButtonMode"] { assign("clearButtonMode", "." + clear) }
            if let alignment = element["textAlignment"] { assign("textAlignment", "." + alignment) }
            set += inputTraits(element, name: name)
        case "textView":
            if let text { assign("text", IBValues.string(text)) }
            if element["editable"] == "NO" { assign("isEditable", "false") }
            if element["selectable"] == "NO" { assign("isSelectable", "false") }
            if let alignment = element["textAlignment"] { assign("textAlignment", "." + alignment) }
            set += inputTraits(element, name: name)
        case "imageView":
            if let image = element["image"] { assign("image", namedImage(image)) }
            if let reference = element.child(key: "image"), let image = reference["image"] {
                assign(
                    "image",
                    reference["catalog"] == "system"
                        ? "UIImage(systemName: \(IBValues.string(image)))" : "UIImage(named: \(IBValues.string(image)))"
                )
            }
            if let image = element["highlightedImage"] {
                assign("highlightedImage", "UIImage(named: \(IBValues.string(image)))")
            }
        case "switch":
            if element.isYes("on") { assign("isOn", "true") }
        case "slider", "stepper":
            for (attribute, property) in [
                ("minValue", "minimumValue"), ("maxValue", "maximumValue"), ("minimumValue", "minimumValue"),
                ("maximumValue", "maximumValue"), ("stepValue", "stepValue"), ("value", "value"),
            ] {
                if let value = element[attribute] { assign(property, IBValues.number(value)) }
            }
        case "segmentedControl":
            for (index, segment) in (element.first("segments")?.children(named: "segment") ?? []).enumerated() {
                set.append(
                    """
                        \(name).insertSegment(withTitle: \(IBValues.string(segment["title"] ?? "")), at: \(index), \
                        animated: false)
                        """
                )
            }
            if let selected = element["selectedSegmentIndex"] { assign("selectedSegmentIndex", selected) }
        case "progressView":
            if let progress = element["progress"] { assign("progress", IBValues.number(progress)) }
        case "pageControl":
            if let pages = element["numberOfPages"] { assign("numberOfPages", pages) }
            if let page = element["currentPage"] { assign("currentPage", page) }
        case "activityIndicatorView":
            if element["hidesWhenStopped"] == "NO" { assign("hidesWhenStopped", "false") }
            if element.isYes("animating") { set.append("\(name).startAnimating()") }
        case "stackView":
            if let axis = element["axis"] { assign("axis", "." + axis) }
            if let alignment = element["alignment"] { assign("alignment", "." + alignment) }
            if let distribution = element["distribution"] { assign("distribution", "." + distribution) }
            if let spacing = element["spacing"] { assign("spacing", IBValues.number(spacing)) }
        case "scrollView", "tableView", "collectionView":
            if element["showsHorizontalScrollIndicator"] == "NO" { assign("showsHorizontalScrollIndicator", "false") }
            if element["showsVerticalScrollIndicator"] == "NO" { assign("showsVerticalScrollIndicator", "false") }
            if element.isYes("pagingEnabled") { assign("isPagingEnabled", "true") }
            if element["scrollEnabled"] == "NO" { assign("isScrollEnabled", "false") }
            if element["bounces"] == "NO" { assign("bounces", "false") }
            if element.isYes("alwaysBounceVertical"), kind == "scrollView" { assign("alwaysBounceVertical", "true") }
            if kind == "tableView" {
                if let height = element["rowHeight"], height != "-1" { assign("rowHeight", IBValues.number(height)) }
                if let height = element["estimatedRowHeight"], height != "-1" {
                    assign("estimatedRowHeight", IBValues.number(height))
                }
                if let style = element["separatorStyle"], style == "none" { assign("separatorStyle", ".none") }
                if element["allowsSelection"] == "NO" { assign("allowsSelection", "false") }
            }
        case "datePicker":
            if let mode = element["datePickerMode"] { assign("datePickerMode", "." + mode) }
        case "searchBar":
            if let placeholder = element["placeholder"] { assign("placeholder", IBValues.string(placeholder)) }
        case "tableViewCell":
            if let accessory = element["accessoryType"] { assign("accessoryType", "." + accessory) }
            if let style = element["selectionStyle"], style != "default" {
                assign("selectionStyle", IBValues.enumCase(style, in: "selectionStyle"))
            }
        default:
            break
        }
        return set
    }

    private func namedImage(_ name: String) -> String {
        "UIImage(named: \(IBValues.string(name)))"
    }

    private func inputTraits(_ element: IBElement, name: String) -> [String] {
        guard let traits = element.child(key: "textInputTraits") else { return [] }
        var set: [String] = []
        for attribute in [
            "autocapitalizationType", "autocorrectionType", "spellCheckingType", "keyboardType", "keyboardAppearance",
            "returnKeyType",
        ] {
            if let value = traits[attribute] {
                set.append("\(name).\(attribute) = \(IBValues.enumCase(value, in: attribute))")
            }
        }
        if traits.isYes("secureTextEntry") { set.append("\(name).isSecureTextEntry = true") }
        if let content = traits["textContentType"] { set.append("\(name).textContentType = .\(content)") }
        return set
    }

    /// `<userDefinedRuntimeAttribute type= keyPath=>`: the key path assigned (type-checked like the rest).
    private mutating func runtimeAttributes(_ element: IBElement, name: String) -> [String] {
        var set: [String] = []
        for attribute in element.first("userDefinedRuntimeAttributes")?.children(named: "userDefinedRuntimeAttribute")
            ?? []
        {
            guard let keyPath = attribute["keyPath"] else { continue }
            let target = "\(name).\(keyPath)"
            switch attribute["type"] {
            case "boolean":
                set.append(
                    "\(target) = \(attribute.first("boolean")?["value"] == "YES" || attribute["value"] == "YES")")
            case "number":
                let value = attribute.children.first?["value"] ?? attribute["value"] ?? "0"
                set.append("\(target) = \(IBValues.number(value))")
            case "string", "localizedString": set.append("\(target) = \(IBValues.string(attribute["value"] ?? ""))")
            case "color":
                if let color = attribute.first("color").flatMap(IBValues.color) { set.append("\(target) = \(color)") }
            case "image": set.append("\(target) = UIImage(named: \(IBValues.string(attribute["value"] ?? "")))")
            case "size": if let size = attribute.first("size") { set.append("\(target) = \(IBValues.size(size))") }
            case "rect": if let rect = attribute.first("rect") { set.append("\(target) = \(IBValues.rect(rect))") }
            case "nil": set.append("\(target) = nil")
            default:
                context.report(
                    attribute, "the runtime attribute \(keyPath) of type \(attribute["type"] ?? "?") is not translated",
                    fix: "set \(keyPath) in code, in awakeFromNib")
            }
        }
        return set
    }
}
