import Foundation
@testable import ResponderKit
import Testing

// Views/DeliveryCache.swift hands each receiver the set it was last given while its touches stay the
// same. Whatever it reuses, every receiver must get a set of exactly the touches it is sent — for a
// few receivers (whose sets are reused) and for many (past the cache's bound, where it starts again),
// as touches come and go.

@MainActor
@Suite("Delivery cache: every receiver gets exactly its touches")
struct DeliveryCacheTests {
    @Test("Sets match the touches sent, over rounds in which each receiver's touches change", arguments: [10, 150])
    func setsMatchTheirTouches(receiverCount: Int) {
        let cache = DeliveryCache()
        let touches = (0..<5).map { UITouch(inputID: $0, location: .zero, timestamp: 0) }
        let receivers = (0..<receiverCount).map { _ in UIView() }
        for round in 0..<4 {
            for (i, receiver) in receivers.enumerated() {
                // Even receivers get two touches that change every other round (same count, other
                // touches: a stale set would show); odd ones a tail whose length changes.
                let start = (i + round / 2) % touches.count
                let sent =
                    i % 2 == 0 ? [touches[start], touches[(start + 1) % touches.count]] : Array(touches[start...])
                let set = cache.set(of: sent, for: receiver)
                #expect(set == Set(sent), "receiver \(i), round \(round)")
            }
        }
        cache.clear()
        let one = [touches[0]]
        #expect(cache.set(of: one, for: receivers[0]) == Set(one))
    }
}
