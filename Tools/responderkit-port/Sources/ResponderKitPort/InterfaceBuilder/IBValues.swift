import Foundation

/// Interface Builder's attribute values as Swift expressions: colours, fonts, rectangles, strings
/// and the enumerations, whose Interface Builder names are mostly UIKit's Swift case names.
enum IBValues {
    /// A Swift string literal of `text`.
    static func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// A number as Swift writes it (`17`, `0.5`).
    static func number(_ text: String) -> String {
        guard let value = Double(text), value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `<rect key="frame" x= y= width= height=/>`.
    static func rect(_ element: IBElement) -> String {
        """
            CGRect(x: \(number(element["x"] ?? "0")), y: \(number(element["y"] ?? "0")), width: \
            \(number(element["width"] ?? "0")), height: \(number(element["height"] ?? "0")))
            """
    }

    /// `<size key="…" width= height=/>`.
    static func size(_ element: IBElement) -> String {
        "CGSize(width: \(number(element["width"] ?? "0")), height: \(number(element["height"] ?? "0")))"
    }

    /// `<color key="…" …/>`: a system colour, a named (asset catalog) colour, white or RGB.
    static func color(_ element: IBElement) -> String? {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(system)
        }
        if let name = element["name"] { return "UIColor(named: \(string(name))) ?? .clear" }
        let alpha = number(element["alpha"] ?? "1")
        if let white = element["white"] { return "UIColor(white: \(number(white)), alpha: \(alpha))" }
        if let red = element["red"] {
            return
                """
                    UIColor(red: \(number(red)), green: \(number(element["green"] ?? "0")), blue: \
                    \(number(element["blue"] ?? "0")), alpha: \(alpha))
                    """
        }
        return nil
    }

    /// `systemBackgroundColor` → `.systemBackground`; the older names UIKit's classes keep.
    static func systemColor(_ name: String) -> String {
        let renamed: [String: String] = [
            "groupTableViewBackgroundColor": ".systemGroupedBackground",
            "tableCellGroupedBackgroundColor": ".secondarySystemGroupedBackground",
            "tableCellPlainBackgroundColor": ".systemBackground",
            "viewFlipsideBackgroundColor": ".systemBackground",
            "scrollViewTexturedBackgroundColor": ".systemBackground",
            "labelColor": ".label",
        ]
        if let known = renamed[name] { return known }
        return "." + (name.hasSuffix("Color") ? String(name.dropLast(5)) : name)
    }

    /// `<fontDescription key="fontDescription" …/>`.
    static func font(_ element: IBElement) -> String {
        let size = number(element["pointSize"] ?? "17")
        if let style = element["style"] {
            let textStyle = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            let lowered = textStyle.prefix(1).lowercased() + textStyle.dropFirst()
            return "UIFont.preferredFont(forTextStyle: .\(lowered))"
        }
        switch element["type"] {
        case "boldSystem": return "UIFont.boldSystemFont(ofSize: \(size))"
        case "italicSystem": return "UIFont.italicSystemFont(ofSize: \(size))"
        case "system":
            if let weight = element["weight"] { return "UIFont.systemFont(ofSize: \(size), weight: .\(weight))" }
            return "UIFont.systemFont(ofSize: \(size))"
        default:
            if let name = element["name"] {
                return "UIFont(name: \(string(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size))"
            }
            return "UIFont.systemFont(ofSize: \(size))"
        }
    }

    /// An enumeration value: Interface Builder's name where it is UIKit's case name, or the case it stands for.
    static func enumCase(_ value: String, in family: String) -> String {
        let table: [String: [String: String]] = [
            "lineBreakMode": ["tailTruncation": "byTruncatingTail", "headTruncation": "byTruncatingHead",
                              "middleTruncation": "byTruncatingMiddle", "wordWrap": "byWordWrapping",
                              "characterWrap": "byCharWrapping", "clip": "byClipping"],
            "buttonType": ["roundedRect": "system", "infoLight": "infoLight", "infoDark": "infoDark"],
            "separatorStyle": ["default": "singleLine", "singleLineEtched": "singleLine"],
            "tableStyle": ["plain": "plain", "grouped": "grouped", "insetGrouped": "insetGrouped"],
            "cellStyle": ["IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleSubtitle": "subtitle",
                          "IBUITableViewCellStyleValue1": "value1", "IBUITableViewCellStyleValue2": "value2"],
            "selectionStyle": ["default": "default", "none": "none", "blue": "blue", "gray": "gray"],
            "keyboardType": ["URL": "URL", "numberPad": "numberPad"],
            "scrollDirection": ["vertical": "vertical", "horizontal": "horizontal"],
        ]
        return "." + (table[family]?[value] ?? value)
    }
}
