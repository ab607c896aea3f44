/// The shared application held unretained, for the layout's per-view paths (marking a view, its safe
/// area, placing its subviews), which ask the application for its layout pass once per view: a retain of
/// the application — which has weak references, so every retain takes the runtime's slow path — was a
/// quarter of a resize's retains (docs/Performance.md). `UIApplication.sharedStorage` holds the object
/// for as long as this reference is set; debug builds check every use (Support/Unretained.swift).
extension UIApplication {
    /// ``sharedStorage`` unretained; set whenever it is.
    static var sharedReference: Unretained<UIApplication>?

    /// Keeps ``sharedReference`` in step with `sharedStorage` (its observer calls this).
    static func sharedStorageChanged() {
        sharedReference = sharedStorage.map { Unretained($0, heldBy: "UIApplication.sharedStorage") }
    }

    /// Calls `body` with the shared application, not retained: `sharedStorage` holds it for the call.
    @inline(__always)
    static func withSharedHeld<Result>(_ body: (UIApplication) -> Result) -> Result {
        (sharedReference ?? Unretained(current, heldBy: "UIApplication.sharedStorage, which current fills")).with(body)
    }
}
