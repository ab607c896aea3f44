import Foundation

/// The font names `UIFont(name:size:)` accepts: the system font's, DejaVu's, and fonts iOS ships that
/// apps commonly name. Each measures with a DejaVu face (see ``UIFont``).
enum KnownFontNames {
    struct Entry: Sendable {
        var fontName: String
        var familyName: String
        var isBold = false
        var isItalic = false
        var isMonospaced = false
    }

    /// Family → its faces' PostScript names: regular, bold, italic, bold italic (any may be missing).
    private static let families:
        [(family: String, regular: String, bold: String?, italic: String?, boldItalic: String?, mono: Bool)] = [
        (".AppleSystemUIFont", ".SFUI-Regular", ".SFUI-Bold", ".SFUI-RegularItalic", ".SFUI-BoldItalic", false),
        (".AppleSystemUIFontMonospaced", ".SFMono-Regular", ".SFMono-Bold", nil, nil, true),
        ("DejaVu Sans", "DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique", false),
            (
                "DejaVu Sans Mono", "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique",
                "DejaVuSansMono-BoldOblique", true
            ),
        ("Helvetica", "Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", false),
            (
                "Helvetica Neue", "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic",
                "HelveticaNeue-BoldItalic", false
            ),
        ("Arial", "ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT", false),
        ("Avenir", "Avenir-Book", "Avenir-Heavy", "Avenir-BookOblique", "Avenir-HeavyOblique", false),
        ("Georgia", "Georgia", "Georgia-Bold", "Georgia-Italic", "Georgia-BoldItalic", false),
            (
                "Times New Roman", "TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT",
                "TimesNewRomanPS-BoldItalicMT", false
            ),
        ("Courier", "Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique", true),
            (
                "Courier New", "CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT",
                "CourierNewPS-BoldItalicMT", true
            ),
        ("Menlo", "Menlo-Regular", "Menlo-Bold", "Menlo-Italic", "Menlo-BoldItalic", true),
    ]

    /// Other names of the system font's weights, which measure as regular or bold by weight.
    private static let systemWeights = ["Ultralight", "Thin", "Light", "Medium", "Semibold", "Heavy", "Black"]

    static func lookUp(_ name: String) -> Entry? {
        for entry in families {
            if name == entry.family || name == entry.regular {
                return Entry(fontName: entry.regular, familyName: entry.family, isMonospaced: entry.mono)
            }
            if name == entry.bold {
                return Entry(fontName: name, familyName: entry.family, isBold: true, isMonospaced: entry.mono)
            }
            if name == entry.italic {
                return Entry(fontName: name, familyName: entry.family, isItalic: true, isMonospaced: entry.mono)
            }
            if name == entry.boldItalic {
                return Entry(
                    fontName: name, familyName: entry.family, isBold: true, isItalic: true, isMonospaced: entry.mono)
            }
        }
        for weight in systemWeights {
            if name == ".SFUI-\(weight)" {
                return Entry(
                    fontName: name, familyName: ".AppleSystemUIFont",
                    isBold: ["Semibold", "Heavy", "Black"].contains(weight))
            }
        }
        return nil
    }

    static var familyNames: [String] { families.map(\.family).filter { !$0.hasPrefix(".") } }

    static func fontNames(forFamily family: String) -> [String] {
        guard let entry = families.first(where: { $0.family == family }) else { return [] }
        return [entry.regular, entry.bold, entry.italic, entry.boldItalic].compactMap { $0 }
    }
}
