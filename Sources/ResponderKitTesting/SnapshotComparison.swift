import Foundation
import ResponderKit

/// Pixel comparison of a rendered image with a stored PNG, and the difference image.
enum SnapshotComparison {
    /// RGBA bytes (premultiplied, rows from the top) of `image`, drawn into memory of our own.
    static func rgba(_ image: CGImage) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        let drawn = bytes.withUnsafeMutableBytes { raw -> Bool in
            guard
                let context = CGContext(
                    data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                          bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            return true
        }
        return drawn ? bytes : nil
    }

    @MainActor
    static func compare(
        _ image: UIImage, with reference: URL, tolerance: Int, allowedDifferingFraction: Double
    ) -> SnapshotResult {
        let path = reference.path
        guard let actual = image.cgImage, let png = image.pngData() else {
            return SnapshotResult(outcome: .failed("nothing was rendered (is Cairo installed?)"), referencePath: path)
        }
        let record = ProcessInfo.processInfo.environment["RESPONDERKIT_RECORD_SNAPSHOTS"] == "1"
        if record || !FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.createDirectory(
                    at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try png.write(to: reference)
            } catch {
                return SnapshotResult(outcome: .failed("cannot write \(path): \(error)"), referencePath: path)
            }
            return SnapshotResult(outcome: .recorded, referencePath: path)
        }
        guard let storedImage = UIImage(contentsOfFile: path)?.cgImage else {
            return SnapshotResult(outcome: .failed("\(path) is not a readable PNG"), referencePath: path)
        }
        guard storedImage.width == actual.width, storedImage.height == actual.height else {
            return SnapshotResult(
                outcome: .sizeChanged(
                    stored: CGSize(width: storedImage.width, height: storedImage.height),
                    now: CGSize(width: actual.width, height: actual.height)), referencePath: path)
        }
        guard let now = rgba(actual), let stored = rgba(storedImage) else {
            return SnapshotResult(outcome: .failed("the pixels could not be read"), referencePath: path)
        }
        var differing = 0, largest = 0
        var difference = [UInt8](repeating: 0, count: now.count)
        for pixel in 0..<(now.count / 4) {
            var delta = 0
            for channel in 0..<4 {
                delta = max(delta, abs(Int(now[pixel * 4 + channel]) - Int(stored[pixel * 4 + channel])))
            }
            largest = max(largest, delta)
            let grey = UInt8((Int(now[pixel * 4]) + Int(now[pixel * 4 + 1]) + Int(now[pixel * 4 + 2])) / 12 + 160)
            if delta > tolerance {
                differing += 1
                difference.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: [255, 0, 0, 255])
            } else {
                difference.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: [grey, grey, grey, 255])
            }
        }
        let allowed = Int(Double(now.count / 4) * max(allowedDifferingFraction, 0))
        if differing <= allowed { return SnapshotResult(outcome: .matched, referencePath: path) }
        let stem = reference.deletingPathExtension()
        try? png.write(to: stem.appendingPathExtension("actual.png"))
        if let differencePNG = pngData(rgba: difference, width: actual.width, height: actual.height) {
            try? differencePNG.write(to: stem.appendingPathExtension("difference.png"))
        }
        return SnapshotResult(outcome: .differs(pixels: differing, largestDifference: largest), referencePath: path)
    }

    @MainActor
    static func pngData(rgba: [UInt8], width: Int, height: Int) -> Data? {
        guard let provider = CGDataProvider(data: Data(rgba)),
            let image = CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                  provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: image).pngData()
    }
}
