import Foundation

/// How lines of text are aligned — UIKit's `NSTextAlignment`, with UIKit's (iOS) raw values.
///
/// `.natural` follows the writing direction; ResponderKit lays out left to right only, so it is
/// `.left`. `.justified` is drawn as `.left` (the last line of a paragraph is, in UIKit too).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// What happens to a line that does not fit — UIKit's `NSLineBreakMode`, with UIKit's raw values.
///
/// As in TextKit, the wrapping modes wrap every line; with a line limit (`numberOfLines`) the
/// truncating modes and clipping wrap the lines before the last at word boundaries and apply to the
/// last line only. ``TextLayout`` does the work.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; a word wider than the line is broken between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// The last line is cut where the width ends.
    case byClipping = 2
    /// The last line ends with the text's end, after "…".
    case byTruncatingHead = 3
    /// The last line shows the start of what is left, then "…".
    case byTruncatingTail = 4
    /// The last line shows its start, "…", and the text's end.
    case byTruncatingMiddle = 5
}
