/// The two switches read on every hit-test query and every hop up the responder chain: whether a
/// tracer is installed (Tracing/EventTracer.swift) and whether hit-testing may use its index
/// (HitTesting/HitTestIndex.swift).
///
/// They live in one global struct read without Swift's run-time exclusivity check
/// (`@exclusivity(unchecked)`): a checked global costs ~150 instructions per read and a `static let`
/// holding a pointer a `swift_once` call, where this is one load (docs/Performance.md). Sound because
/// the values are plain `Bool`s, written only on the main actor when a tracer is installed or
/// removed, or by tests.
struct DispatchSwitches {
    var tracing = false
    var indexEnabled = true
    /// Whether touch delivery may take its fast paths (Dispatch/TouchDelivery.swift); tests turn
    /// them off to prove the general path gives the same deliveries.
    var deliveryFastPaths = true
    /// Hops of the responder-chain walk under way (Responders/ResponderChainBound.swift); main actor only.
    var chainDepth = 0
}

/// ResponderKit's dispatch switches (see ``DispatchSwitches``).
// chain16: 8425 → 10950 ns without (scripts/ab-bench.sh, 2026-11-27)
@exclusivity(unchecked) nonisolated(unsafe) var dispatchSwitches = DispatchSwitches()
