import Foundation

/// UIKit's system colours: dynamic colours that resolve to their light or dark value by the trait
/// collection's `userInterfaceStyle`. The values are Apple's (Human Interface Guidelines, "Color":
/// https://developer.apple.com/design/human-interface-guidelines/color — the iOS 15+ table for the
/// hues; the light and dark columns of "Dynamic system colors" for the greys, labels, fills, separators
/// and backgrounds). The fixed colours (`.black`, `.red` …) are UIKit's too.
extension UIColor {
    /// `systemRed`: light (255, 59, 48) α 1, dark (255, 69, 58) α 1.
    public static let systemRed = UIColor(
        systemName: "systemRedColor", light: UIColor(red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1),
                                      dark: UIColor(red: 255.0 / 255, green: 69.0 / 255, blue: 58.0 / 255, alpha: 1))
    /// `systemOrange`: light (255, 149, 0) α 1, dark (255, 159, 10) α 1.
    public static let systemOrange = UIColor(
        systemName: "systemOrangeColor",
        light: UIColor(red: 255.0 / 255, green: 149.0 / 255, blue: 0.0 / 255, alpha: 1),
                                      dark: UIColor(red: 255.0 / 255, green: 159.0 / 255, blue: 10.0 / 255, alpha: 1))
    /// `systemYellow`: light (255, 204, 0) α 1, dark (255, 214, 10) α 1.
    public static let systemYellow = UIColor(
        systemName: "systemYellowColor",
        light: UIColor(red: 255.0 / 255, green: 204.0 / 255, blue: 0.0 / 255, alpha: 1),
                                      dark: UIColor(red: 255.0 / 255, green: 214.0 / 255, blue: 10.0 / 255, alpha: 1))
    /// `systemGreen`: light (52, 199, 89) α 1, dark (48, 209, 88) α 1.
    public static let systemGreen = UIColor(
        systemName: "systemGreenColor", light: UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1),
                                      dark: UIColor(red: 48.0 / 255, green: 209.0 / 255, blue: 88.0 / 255, alpha: 1))
    /// `systemMint`: light (0, 199, 190) α 1, dark (99, 230, 226) α 1.
    public static let systemMint = UIColor(
        systemName: "systemMintColor", light: UIColor(red: 0.0 / 255, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1),
                                      dark: UIColor(red: 99.0 / 255, green: 230.0 / 255, blue: 226.0 / 255, alpha: 1))
    /// `systemTeal`: light (48, 176, 199) α 1, dark (64, 200, 224) α 1.
    public static let systemTeal = UIColor(
        systemName: "systemTealColor", light: UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1),
                                      dark: UIColor(red: 64.0 / 255, green: 200.0 / 255, blue: 224.0 / 255, alpha: 1))
    /// `systemCyan`: light (50, 173, 230) α 1, dark (100, 210, 255) α 1.
    public static let systemCyan = UIColor(
        systemName: "systemCyanColor", light: UIColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1),
                                      dark: UIColor(red: 100.0 / 255, green: 210.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `systemBlue`: light (0, 122, 255) α 1, dark (10, 132, 255) α 1.
    public static let systemBlue = UIColor(
        systemName: "systemBlueColor", light: UIColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1),
                                      dark: UIColor(red: 10.0 / 255, green: 132.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `systemIndigo`: light (88, 86, 214) α 1, dark (94, 92, 230) α 1.
    public static let systemIndigo = UIColor(
        systemName: "systemIndigoColor",
        light: UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1),
                                      dark: UIColor(red: 94.0 / 255, green: 92.0 / 255, blue: 230.0 / 255, alpha: 1))
    /// `systemPurple`: light (175, 82, 222) α 1, dark (191, 90, 242) α 1.
    public static let systemPurple = UIColor(
        systemName: "systemPurpleColor",
        light: UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1),
                                      dark: UIColor(red: 191.0 / 255, green: 90.0 / 255, blue: 242.0 / 255, alpha: 1))
    /// `systemPink`: light (255, 45, 85) α 1, dark (255, 55, 95) α 1.
    public static let systemPink = UIColor(
        systemName: "systemPinkColor", light: UIColor(red: 255.0 / 255, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1),
                                      dark: UIColor(red: 255.0 / 255, green: 55.0 / 255, blue: 95.0 / 255, alpha: 1))
    /// `systemBrown`: light (162, 132, 94) α 1, dark (172, 142, 104) α 1.
    public static let systemBrown = UIColor(
        systemName: "systemBrownColor",
        light: UIColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1),
                                      dark: UIColor(red: 172.0 / 255, green: 142.0 / 255, blue: 104.0 / 255, alpha: 1))
    /// `systemGray`: light (142, 142, 147) α 1, dark (142, 142, 147) α 1.
    public static let systemGray = UIColor(
        systemName: "systemGrayColor",
        light: UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1),
                                      dark: UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1))
    /// `systemGray2`: light (174, 174, 178) α 1, dark (99, 99, 102) α 1.
    public static let systemGray2 = UIColor(
        systemName: "systemGray2Color",
        light: UIColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1),
                                      dark: UIColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1))
    /// `systemGray3`: light (199, 199, 204) α 1, dark (72, 72, 74) α 1.
    public static let systemGray3 = UIColor(
        systemName: "systemGray3Color",
        light: UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1),
                                      dark: UIColor(red: 72.0 / 255, green: 72.0 / 255, blue: 74.0 / 255, alpha: 1))
    /// `systemGray4`: light (209, 209, 214) α 1, dark (58, 58, 60) α 1.
    public static let systemGray4 = UIColor(
        systemName: "systemGray4Color",
        light: UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1),
                                      dark: UIColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255, alpha: 1))
    /// `systemGray5`: light (229, 229, 234) α 1, dark (44, 44, 46) α 1.
    public static let systemGray5 = UIColor(
        systemName: "systemGray5Color",
        light: UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1),
                                      dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// `systemGray6`: light (242, 242, 247) α 1, dark (28, 28, 30) α 1.
    public static let systemGray6 = UIColor(
        systemName: "systemGray6Color",
        light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                      dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// `label`: light (0, 0, 0) α 1, dark (255, 255, 255) α 1.
    public static let label = UIColor(
        systemName: "labelColor", light: UIColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1),
                                      dark: UIColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `secondaryLabel`: light (60, 60, 67) α 0.6, dark (235, 235, 245) α 0.6.
    public static let secondaryLabel = UIColor(
        systemName: "secondaryLabelColor",
        light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6),
        dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.6))
    /// `tertiaryLabel`: light (60, 60, 67) α 0.3, dark (235, 235, 245) α 0.3.
    public static let tertiaryLabel = UIColor(
        systemName: "tertiaryLabelColor",
        light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3),
        dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3))
    /// `quaternaryLabel`: light (60, 60, 67) α 0.18, dark (235, 235, 245) α 0.16.
    public static let quaternaryLabel = UIColor(
        systemName: "quaternaryLabelColor",
        light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18),
        dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.16))
    /// `placeholderText`: light (60, 60, 67) α 0.3, dark (235, 235, 245) α 0.3.
    public static let placeholderText = UIColor(
        systemName: "placeholderTextColor",
        light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3),
        dark: UIColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3))
    /// `link`: light (0, 122, 255) α 1, dark (9, 132, 255) α 1.
    public static let link = UIColor(
        systemName: "linkColor", light: UIColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1),
                                      dark: UIColor(red: 9.0 / 255, green: 132.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `separator`: light (60, 60, 67) α 0.29, dark (84, 84, 88) α 0.6.
    public static let separator = UIColor(
        systemName: "separatorColor", light: UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29),
                                      dark: UIColor(red: 84.0 / 255, green: 84.0 / 255, blue: 88.0 / 255, alpha: 0.6))
    /// `opaqueSeparator`: light (198, 198, 200) α 1, dark (56, 56, 58) α 1.
    public static let opaqueSeparator = UIColor(
        systemName: "opaqueSeparatorColor",
        light: UIColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1),
                                      dark: UIColor(red: 56.0 / 255, green: 56.0 / 255, blue: 58.0 / 255, alpha: 1))
    /// `systemBackground`: light (255, 255, 255) α 1, dark (0, 0, 0) α 1.
    public static let systemBackground = UIColor(
        systemName: "systemBackgroundColor",
        light: UIColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1),
                                      dark: UIColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// `secondarySystemBackground`: light (242, 242, 247) α 1, dark (28, 28, 30) α 1.
    public static let secondarySystemBackground = UIColor(
        systemName: "secondarySystemBackgroundColor",
        light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                      dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// `tertiarySystemBackground`: light (255, 255, 255) α 1, dark (44, 44, 46) α 1.
    public static let tertiarySystemBackground = UIColor(
        systemName: "tertiarySystemBackgroundColor",
        light: UIColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1),
                                      dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// `systemGroupedBackground`: light (242, 242, 247) α 1, dark (0, 0, 0) α 1.
    public static let systemGroupedBackground = UIColor(
        systemName: "systemGroupedBackgroundColor",
        light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                      dark: UIColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// `secondarySystemGroupedBackground`: light (255, 255, 255) α 1, dark (28, 28, 30) α 1.
    public static let secondarySystemGroupedBackground = UIColor(
        systemName: "secondarySystemGroupedBackgroundColor",
        light: UIColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1),
                                      dark: UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// `tertiarySystemGroupedBackground`: light (242, 242, 247) α 1, dark (44, 44, 46) α 1.
    public static let tertiarySystemGroupedBackground = UIColor(
        systemName: "tertiarySystemGroupedBackgroundColor",
        light: UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
                                      dark: UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// `systemFill`: light (120, 120, 128) α 0.2, dark (120, 120, 128) α 0.36.
    public static let systemFill = UIColor(
        systemName: "systemFillColor",
        light: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2),
        dark: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.36))
    /// `secondarySystemFill`: light (120, 120, 128) α 0.16, dark (120, 120, 128) α 0.32.
    public static let secondarySystemFill = UIColor(
        systemName: "secondarySystemFillColor",
        light: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16),
        dark: UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.32))
    /// `tertiarySystemFill`: light (118, 118, 128) α 0.12, dark (118, 118, 128) α 0.24.
    public static let tertiarySystemFill = UIColor(
        systemName: "tertiarySystemFillColor",
        light: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12),
        dark: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.24))
    /// `quaternarySystemFill`: light (116, 116, 128) α 0.08, dark (118, 118, 128) α 0.18.
    public static let quaternarySystemFill = UIColor(
        systemName: "quaternarySystemFillColor",
        light: UIColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08),
        dark: UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.18))

    /// The tint colour (iOS 15's `UIColor.tintColor`): resolves to the system blue, the default tint.
    public static let tintColor = UIColor(
        systemName: "tintColor",
        light: UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
        dark: UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    /// White at 60 % (UIKit's `lightText`, for text on dark backgrounds).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Black (UIKit's `darkText`).
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// The background of grouped tables (UIKit's deprecated `groupTableViewBackground`).
    public static let groupTableViewBackground = UIColor.systemGroupedBackground

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}
