import Foundation

/// A property list value (an Info.plist's) as a Swift literal, keys sorted so the output is stable.
enum SwiftLiteral {
    static func of(_ value: Any, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case let string as String:
            return IBValues.string(string)
        case let bool as Bool:
            return bool ? "true" : "false"
        case let number as NSNumber:
            return number.stringValue
        case let array as [Any]:
            guard !array.isEmpty else { return "[] as [Any]" }
            let items = array.map { pad + "    " + of($0, indent: indent + 4) + "," }
            return "[\n" + items.joined(separator: "\n") + "\n" + pad + "] as [Any]"
        case let dictionary as [String: Any]:
            guard !dictionary.isEmpty else { return "[:] as [String: Any]" }
            let items = dictionary.keys.sorted().map {
                pad + "    " + IBValues.string($0) + ": " + of(dictionary[$0]!, indent: indent + 4) + ","
            }
            return "[\n" + items.joined(separator: "\n") + "\n" + pad + "] as [String: Any]"
        case let data as Data:
            return "Data(base64Encoded: \(IBValues.string(data.base64EncodedString())))!"
        case let date as Date:
            return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
        default:
            return IBValues.string("\(value)")
        }
    }
}
