import Foundation
import ResponderKit

/// The drawing lines (docs/Performance.md, "The workloads"): a 390 × 844 window at scale 2 showing a
/// navigation controller over a table of 1,000 subtitle rows with disclosure indicators, as an app builds one.
/// - `render-table`: one whole frame rendered to pixels off screen — `drawHierarchy(in:afterScreenUpdates:)`
///   into a `UIGraphicsImageRenderer`, the snapshot-test path.
/// - `render-table-scroll`: the table scrolled by 10 points, then the frame drawn again the way the
///   window draws it (`ScreenCompositor` into one kept buffer, only the table's region: the bars
///   did not change).
@MainActor
public final class RenderTable: NSObject, UITableViewDataSource {
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    public let table = UITableView(frame: .zero, style: .plain)
    private let compositor = ScreenCompositor()
    private var pixels: [UInt8]
    public static let scale: CGFloat = 2
    public static let width = 780, height = 1688

    public override init() {
        pixels = [UInt8](repeating: 0, count: Self.width * Self.height * 4)
        super.init()
        let list = UIViewController()
        list.title = "Inbox"
        list.view = table
        table.dataSource = self
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Message \(indexPath.row)"
        cell.detailTextLabel?.text = "Sent to the team on Monday, row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Renders the whole window as a snapshot test does; returns the image.
    public func renderFrame() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = Self.scale
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    /// Scrolls by 10 points (back to the top after 500 rows' worth) and draws the table's region
    /// again into the kept buffer; returns whether the compositor drew.
    @discardableResult
    public func scrollFrame() -> Bool {
        var offset = table.contentOffset
        offset.y = offset.y > 20_000 ? 0 : offset.y + 10
        table.contentOffset = offset
        window.layoutIfNeeded()
        let region = table.convert(table.bounds, to: window)
        return pixels.withUnsafeMutableBytes { buffer in
            compositor.render([window], into: buffer.baseAddress!, width: Self.width, height: Self.height,
                              bytesPerRow: Self.width * 4, scale: Self.scale, damage: region)
        }
    }

    /// The answer check: the picture has the navigation bar's title and a row's text in it (dark
    /// pixels where the first row's title is) and the window's size at scale 2.
    public func check(_ image: UIImage) -> Bool {
        guard let cgImage = image.cgImage, cgImage.width == Self.width, cgImage.height == Self.height else {
            return false
        }
        var bytes = [UInt8](repeating: 0, count: Self.width * Self.height * 4)
        let drawn = bytes.withUnsafeMutableBytes { raw -> Bool in
            guard
                let ctx = CGContext(
                    data: raw.baseAddress, width: Self.width, height: Self.height, bitsPerComponent: 8,
                                      bytesPerRow: Self.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            ctx.draw(cgImage, in: CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
            return true
        }
        guard drawn, let cell = table.visibleCells.first, let label = cell.textLabel else { return false }
        let frame = label.convert(label.bounds, to: window)
        var darkest: UInt8 = 255
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(min(frame.maxX, frame.minX + 60) * 2) {
                darkest = min(darkest, bytes[(y * Self.width + x) * 4])
            }
        }
        return darkest < 80
    }
}
