import Foundation

/// One line of a flow layout: items placed side by side across the scroll direction.
struct CollectionFlowLine {
    /// Where the line starts and ends along the scroll direction.
    var mainStart: CGFloat
    var mainEnd: CGFloat
    /// The items of the line, in their section.
    var items: Range<Int>
}

/// One section of a flow layout, computed once per invalidation.
struct CollectionFlowSection {
    var headerFrame: CGRect = .zero
    var footerFrame: CGRect = .zero
    var itemFrames: [CGRect] = []
    var lines: [CollectionFlowLine] = []
    /// Where the section starts (its header) and ends (after its footer) along the scroll direction.
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    /// Where the items' area ends (after the bottom or trailing inset): a pinned header stops there.
    var itemsEnd: CGFloat = 0
}

/// What the flow layout asks of its delegate (or its own properties) for one computation.
@MainActor
struct CollectionFlowInputs {
    var vertical: Bool
    /// The collection view's size less its content insets.
    var extent: CGSize
    var itemCounts: [Int]
    var itemSize: (IndexPath) -> CGSize
    var inset: (Int) -> UIEdgeInsets
    var lineSpacing: (Int) -> CGFloat
    var interitemSpacing: (Int) -> CGFloat
    var headerSize: (Int) -> CGSize
    var footerSize: (Int) -> CGSize
    /// Told (once per computation) about a size or spacing that is NaN, infinite or negative.
    var report: (String) -> Void
}

/// The flow layout's lines, UIKit's rule (docs/Collections.md, "Flow layout"): items go into the
/// current line while they fit with at least the minimum interitem spacing; each line is then spread
/// to the full width (the spacing grows, "the layout object increases the interitem spacing until the
/// items fit evenly within the line boundaries"); a line holding one item centres it; the last line of a
/// section of items of different sizes keeps the minimum spacing from the leading edge; items of one
/// size sit in the columns of a full line, the last line too. Items of a line are centred across it.
/// Answers rect and point questions by binary search over sections and lines.
@MainActor
struct CollectionFlowGeometry {
    var vertical = true
    var sections: [CollectionFlowSection] = []
    var contentSize: CGSize = .zero
    /// The size of the collection view the lines were computed for.
    var computedFor: CGSize = .zero

    init() {}

    init(_ inputs: CollectionFlowInputs) {
        vertical = inputs.vertical
        computedFor = inputs.extent
        var reported = false
        func clean(_ value: CGFloat, _ what: String) -> CGFloat {
            if value.isFinite && value >= 0 { return value }
            if !reported { reported = true; inputs.report("\(what) was \(value); 0 was used") }
            return 0
        }
        let crossExtent = vertical ? inputs.extent.width : inputs.extent.height
        var main: CGFloat = 0
        sections.reserveCapacity(inputs.itemCounts.count)
        for (s, count) in inputs.itemCounts.enumerated() {
            var section = CollectionFlowSection()
            section.mainStart = main
            let header = inputs.headerSize(s)
            let headerMain = clean(vertical ? header.height : header.width, "a header size")
            if headerMain > 0 {
                section.headerFrame = rect(main: main, cross: 0, mainLength: headerMain, crossLength: crossExtent)
            }
            main += headerMain
            let inset = inputs.inset(s)
            let mainBefore = clean(vertical ? inset.top : inset.left, "a section inset")
            let mainAfter = clean(vertical ? inset.bottom : inset.right, "a section inset")
            let crossBefore = clean(vertical ? inset.left : inset.top, "a section inset")
            let crossAfter = clean(vertical ? inset.right : inset.bottom, "a section inset")
            let lineSpacing = clean(inputs.lineSpacing(s), "a minimum line spacing")
            let interitem = clean(inputs.interitemSpacing(s), "a minimum interitem spacing")
            let available = max(0, crossExtent - crossBefore - crossAfter)
            main += mainBefore
            // Sizes along (main, cross).
            var sizes: [(main: CGFloat, cross: CGFloat)] = []
            sizes.reserveCapacity(count)
            var uniform = true
            for item in 0..<count {
                let size = inputs.itemSize(IndexPath(item: item, section: s))
                let entry = (main: clean(vertical ? size.height : size.width, "an item size"),
                             cross: clean(vertical ? size.width : size.height, "an item size"))
                if let first = sizes.first, first.main != entry.main || first.cross != entry.cross { uniform = false }
                sizes.append(entry)
            }
            section.itemFrames = Array(repeating: .zero, count: count)
            // The columns of a full line when every item has one size.
            var columns = 1
            if uniform, let first = sizes.first, first.cross + interitem > 0, first.cross <= available {
                columns = max(1, Int(((available - first.cross) / (first.cross + interitem)).rounded(.down)) + 1)
            }
            var start = 0
            while start < count {
                var end = start + 1
                var used = sizes[start].cross
                while end < count, used + interitem + sizes[end].cross <= available {
                    used += interitem + sizes[end].cross
                    end += 1
                }
                let isLast = end == count
                let lineMain = sizes[start..<end].reduce(0) { max($0, $1.main) }
                let placed = end - start
                // Where the first item goes and the gap after each item.
                var cross = crossBefore
                var gap = interitem
                if uniform {
                    let width = sizes[start].cross
                    if columns == 1 {
                        if width <= available { cross += (available - width) / 2 }
                    } else {
                        let spare = available - CGFloat(columns) * width - CGFloat(columns - 1) * interitem
                        gap = interitem + spare / CGFloat(columns - 1)
                    }
                } else if placed == 1 && !isLast {
                    if sizes[start].cross <= available { cross += (available - sizes[start].cross) / 2 }
                } else if !isLast {
                    gap = (available - used) / CGFloat(placed - 1) + interitem
                }
                for item in start..<end {
                    let size = sizes[item]
                    section.itemFrames[item] = rect(main: main + (lineMain - size.main) / 2, cross: cross,
                                                    mainLength: size.main, crossLength: size.cross)
                    cross += size.cross + gap
                }
                section.lines.append(CollectionFlowLine(mainStart: main, mainEnd: main + lineMain, items: start..<end))
                main += lineMain
                if !isLast { main += lineSpacing }
                start = end
            }
            main += mainAfter
            section.itemsEnd = main
            let footer = inputs.footerSize(s)
            let footerMain = clean(vertical ? footer.height : footer.width, "a footer size")
            if footerMain > 0 {
                section.footerFrame = rect(main: main, cross: 0, mainLength: footerMain, crossLength: crossExtent)
            }
            main += footerMain
            section.mainEnd = main
            sections.append(section)
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                 : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    func mainRange(of rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The first index in `0..<count` for which `isAfter` holds (all later ones hold too).
    static func firstIndex(_ count: Int, where isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The sections whose extent meets `low...high` along the scroll direction.
    func sections(meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let first = Self.firstIndex(sections.count) { sections[$0].mainEnd >= low }
        var end = first
        while end < sections.count, sections[end].mainStart <= high { end += 1 }
        return first..<end
    }

    /// The items of `section` whose frames meet `rect`, by binary search over its lines.
    func items(in section: Int, meeting rect: CGRect) -> [Int] {
        let (low, high) = mainRange(of: rect)
        let lines = sections[section].lines
        var found: [Int] = []
        var index = Self.firstIndex(lines.count) { lines[$0].mainEnd >= low }
        while index < lines.count, lines[index].mainStart <= high {
            for item in lines[index].items where sections[section].itemFrames[item].intersects(rect) {
                found.append(item)
            }
            index += 1
        }
        return found
    }

    /// The item whose frame holds `point`, by binary search.
    func item(at point: CGPoint) -> IndexPath? {
        let along = vertical ? point.y : point.x
        for s in sections(meeting: along, along) {
            let lines = sections[s].lines
            var index = Self.firstIndex(lines.count) { lines[$0].mainEnd >= along }
            while index < lines.count, lines[index].mainStart <= along {
                for item in lines[index].items where sections[s].itemFrames[item].contains(point) {
                    return IndexPath(item: item, section: s)
                }
                index += 1
            }
        }
        return nil
    }
}
