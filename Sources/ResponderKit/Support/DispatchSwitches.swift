/// The two switches read on every hit-test query and every hop up the responder chain: whether a
/// tracer is installed (Tracing/EventTracer.swift) and whether hit-testing may use its index
/// (HitTesting/HitTestIndex.swift).
///
/// Each application has its own, in its context (Application/ApplicationContext.swift); the hot
/// paths read the current application's through `dispatchSwitches`. The struct is stored
/// `@exclusivity(unchecked)`: a checked access costs ~150 instructions per read (docs/Performance.md).
/// Sound because the values are plain `Bool`s and an `Int`, written only on the main actor when a
/// tracer is installed or removed, by the chain walk, or by tests.
struct DispatchSwitches {
    var tracing = false
    var indexEnabled = true
    /// Whether touch delivery may take its fast paths (Delivery/TouchDelivery.swift); tests turn
    /// them off to prove the general path gives the same deliveries.
    var deliveryFastPaths = true
    /// Hops of the responder-chain walk under way (Responders/ResponderChainBound.swift); main actor only.
    var chainDepth = 0
}
