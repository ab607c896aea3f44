/// The look of a navigation bar, toolbar or search bar — UIKit's `UIBarStyle` (its raw values).
/// `.black` bars are dark with light content; a navigation controller whose bar is `.black` asks for
/// a light status bar.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use .black and set isTranslucent to false")
    case blackTranslucent = 2

    /// The old name of `.black` with an opaque bar.
    @available(*, deprecated, message: "Use .black and set isTranslucent to false")
    public static var blackOpaque: UIBarStyle { .black }
}
