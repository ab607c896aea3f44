import CSDL2
import Foundation
import ResponderKit
import ResponderKitATSPI

extension SDLScreenHost {
    /// Where this window's content is on the display, in pixels, and its pixels per point: what the
    /// accessibility bridge needs to give screen readers an element's extents.
    var accessibilityPlacement: (origin: CGPoint, scale: CGFloat) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (CGPoint(x: CGFloat(x), y: CGFloat(y)), translator.pixelsPerPoint)
    }
}

extension SDLEventLoop {
    /// Puts the app on the accessibility bus when there is one (``ATSPIBridge``), its extents measured
    /// against the host window that shows each window's scene; the returned source serves requests that
    /// arrive between frames.
    func startAccessibility(_ application: UIApplication, windows: SDLSceneWindows,
                            first: SDLScreenHost) -> (ATSPIBridge, (any DispatchSourceRead)?)? {
        guard let bridge = ATSPIBridge.start(application: application, placement: { window in
            let host = window?.windowScene.flatMap { windows.host(for: $0) } ?? first
            return host.accessibilityPlacement
        }) else { return nil }
        let source = bridge.fileDescriptor.map { descriptor in
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { bridge.pump() } }
            source.resume()
            return source
        }
        return (bridge, source)
    }
}
