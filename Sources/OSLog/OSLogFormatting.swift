import Foundation

/// How an integer is written (`"\(code, format: .hex)"`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = OSLogIntegerFormatting(
        radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    public static let hex = OSLogIntegerFormatting(
        radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    public static let octal = OSLogIntegerFormatting(
        radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: false, minDigits: minDigits)
    }

    func format<T: FixedWidthInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0" : "") + digits }
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + digits
    }
}

/// How a floating-point number is written (`"\(ratio, format: .fixed(precision: 2))"`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: false)
    public static let exponential = OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: false)
    public static let hybrid = OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: false)

    public static func fixed(
        precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "F" : "f", precision: precision, explicitPositiveSign: explicitPositiveSign)
    }

    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "F" : "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    public static func exponential(
        precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "E" : "e", precision: precision, explicitPositiveSign: explicitPositiveSign)
    }

    func format(_ value: Double) -> String {
        String(format: "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + conversion, value)
    }
}

/// How a Boolean is written: `true`/`false`, or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
    case truth, answer
}

/// Padding of an interpolated value to a number of columns.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, left: true) }
    public static func right(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: false)
    }

    func apply(to text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return left ? text + padding : padding + text
    }
}

/// `os_log`'s printf-style format with the system log's privacy marks (`%{public}@`).
enum OSLogFormat {
    static func render(_ format: String, _ args: [any CVarArg]) -> String {
        var output = ""
        var index = format.startIndex
        var argument = 0
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else { output.append(character); index = format.index(after: index); continue }
            var cursor = format.index(after: index)
            if cursor < format.endIndex, format[cursor] == "%" {
                output.append("%"); index = format.index(after: cursor); continue
            }
            var marks = ""
            if cursor < format.endIndex, format[cursor] == "{", let close = format[cursor...].firstIndex(of: "}") {
                marks = String(format[format.index(after: cursor)..<close])
                cursor = format.index(after: close)
            }
            // Flags, width, precision and length up to the conversion letter.
            var specifier = "%"
            while cursor < format.endIndex, "-+ #0123456789.hlqLzjt".contains(format[cursor]) {
                specifier.append(format[cursor]); cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { output += specifier; break }
            let conversion = format[cursor]
            specifier.append(conversion)
            index = format.index(after: cursor)
            guard argument < args.count else { output += "<missing>"; continue }
            let value = args[argument]
            argument += 1
            let isObject = conversion == "@" || conversion == "s"
            let privacy = marks.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let isPrivate =
                privacy.contains("private") || privacy.contains("sensitive")
                || (isObject && !privacy.contains("public"))
            output += isPrivate && !OSLogPrivacy.showsPrivateValues ? "<private>" : String(format: specifier, value)
        }
        return output
    }
}
