import Foundation

/// The text view's size from its text, and the edits that keep it: the content is as tall as the
/// text's lines at the view's width. Lines are counted per paragraph (``ParagraphLines``) and kept
/// edit by edit, so typing costs the paragraph typed in; the whole text is laid out again only when
/// the width, the font or the whole text changes, or with a line limit (`maximumNumberOfLines`).
extension UITextView {
    /// The text laid out at `width`, inside `textContainerInset`: the general path, which also gives
    /// the widest line (`sizeThatFits(_:)`).
    func textContentSize(width: CGFloat) -> CGSize {
        let inset = textContainerInset
        let padding = max(textContainer.lineFragmentPadding, 0) * 2
        let layout = TextLayout(text: textStorage, font: fontStorage, width: layoutWidth(forViewWidth: width),
                                numberOfLines: max(textContainer.maximumNumberOfLines, 0))
        let lines = max(CGFloat(layout.lines.count), 1)
        let text = UILabel.roundedUp(
            CGSize(width: layout.size.width, height: lines * fontStorage.lineHeight), scale: UIScreen.main.scale)
        return CGSize(
            width: text.width + padding + inset.left + inset.right, height: text.height + inset.top + inset.bottom)
    }

    /// The content's height at `width` — `textContentSize(width:).height`, from the kept line counts.
    func textContentHeight(width: CGFloat) -> CGFloat {
        guard let lines = keptLines(forViewWidth: width) else { return textContentSize(width: width).height }
        let inset = textContainerInset
        let text = UILabel.roundedUp(
            CGSize(width: 0, height: CGFloat(max(lines.totalLines, 1)) * fontStorage.lineHeight),
                                     scale: UIScreen.main.scale)
        return text.height + inset.top + inset.bottom
    }

    /// The text, its font or the insets changed: the content is resized and, with scrolling off,
    /// Auto Layout asks for the new intrinsic size.
    func textLayoutChanged() {
        contentSize = CGSize(width: bounds.width, height: textContentHeight(width: bounds.width))
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// The lines of the text before UTF-16 offset `offset`, at the view's width.
    func lineCount(upTo offset: Int) -> Int {
        guard keptLines(forViewWidth: bounds.width) != nil else {
            let prefix = String(textStorage.utf16.prefix(offset)) ?? textStorage
            return TextLayout(text: prefix, font: fontStorage, width: layoutWidth(forViewWidth: bounds.width)).lines
                .count
        }
        return paragraphLines!.lines(upTo: offset, in: textStorage)
    }

    /// The width lines wrap to in a view `width` wide (infinite when there is no room).
    func layoutWidth(forViewWidth width: CGFloat) -> CGFloat {
        let inset = textContainerInset
        let padding = max(textContainer.lineFragmentPadding, 0) * 2
        let room = max(width - inset.left - inset.right - padding, 0)
        return room > 0 ? room : .infinity
    }

    /// The kept line counts for a view `width` wide, made again when the width or font changed;
    /// `nil` with a line limit (the general path counts those).
    private func keptLines(forViewWidth width: CGFloat) -> ParagraphLines? {
        guard textContainer.maximumNumberOfLines <= 0 else { return nil }
        let wrapWidth = layoutWidth(forViewWidth: width)
        if let kept = paragraphLines, kept.font === fontStorage, kept.width == wrapWidth { return kept }
        paragraphLines = ParagraphLines(text: textStorage, font: fontStorage, width: wrapWidth)
        return paragraphLines
    }

    /// Replaces `range` (UTF-16, clamped, inside the text) with `replacement` without copying the
    /// text, when both ends fall on Unicode scalars; returns whether it did.
    func replaceInPlace(_ range: NSRange, with replacement: String) -> Bool {
        guard let indexes = scalarAlignedIndexes(of: range) else { return false }
        replaceTextStorage(indexes, with: replacement)
        return true
    }

    /// The text's indexes for a UTF-16 range, when both ends fall on Unicode scalars. (A function of
    /// its own: the views it makes of the text are gone before the text is changed, which must then
    /// be its only holder to change in place.)
    private func scalarAlignedIndexes(of range: NSRange) -> Range<String.Index>? {
        let utf16 = textStorage.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        let upper = utf16.index(lower, offsetBy: range.length)
        let scalars = textStorage.unicodeScalars
        guard lower.samePosition(in: scalars) != nil, upper.samePosition(in: scalars) != nil else { return nil }
        return lower..<upper
    }

    /// The whole character before UTF-16 offset `offset` (> 0), as a UTF-16 range: a flag or an
    /// accented letter is several units.
    func characterRange(before offset: Int) -> NSRange {
        let utf16 = textStorage.utf16
        let caret = utf16.index(utf16.startIndex, offsetBy: offset)
        let start = textStorage.index(before: caret)
        let length = utf16.distance(from: start, to: caret)
        return NSRange(location: offset - length, length: length)
    }
}
