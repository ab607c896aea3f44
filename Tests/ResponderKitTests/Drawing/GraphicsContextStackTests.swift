import Foundation
import ResponderKit
import Testing

/// UIKit's current-context stack is one per thread (each in a thread-local slot): the main thread's,
/// where views draw, and any other thread's never see each other's contexts, and each gives back
/// what was pushed on it, in order.
@Suite("The current graphics context, one stack per thread",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo is not installed"))
struct GraphicsContextStackTests {
    static func bitmap() -> CGContext? {
        CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    /// Pushes two contexts on this thread's stack and says what the stack showed at each step.
    static func pushAndPop() -> [String] {
        guard let outer = bitmap(), let inner = bitmap() else { return ["no context"] }
        var seen: [String] = [UIGraphicsGetCurrentContext() == nil ? "empty" : "not empty"]
        UIGraphicsPushContext(outer)
        UIGraphicsPushContext(inner)
        seen.append(UIGraphicsGetCurrentContext() === inner ? "inner" : "?")
        UIGraphicsPopContext()
        seen.append(UIGraphicsGetCurrentContext() === outer ? "outer" : "?")
        UIGraphicsPopContext()
        seen.append(UIGraphicsGetCurrentContext() == nil ? "empty" : "not empty")
        return seen
    }

    @Test("The main thread and another thread each push and pop their own contexts, with the same answers")
    @MainActor
    func eachThreadHasItsOwn() throws {
        let onMain = Self.pushAndPop()
        #expect(onMain == ["empty", "inner", "outer", "empty"])
        let mainContext = try #require(Self.bitmap())
        UIGraphicsPushContext(mainContext)
        defer { UIGraphicsPopContext() }
        // Another thread, while the main thread has a context pushed: it sees none of it. The main
        // thread waits for it without suspending, so no other test sees the pushed context.
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var onThread: [String] = []
        Thread.detachNewThread {
            onThread = Self.pushAndPop()
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(onThread == onMain)
        #expect(UIGraphicsGetCurrentContext() === mainContext)
    }
}
