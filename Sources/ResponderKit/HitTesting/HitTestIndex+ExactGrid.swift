import Foundation

/// The arithmetic behind a walk's one-addition steps: ``HitTestIndex/ExactGrid``, the numbers on
/// which a precomputed step gives the plain algorithm's point bit for bit.
extension HitTestIndex {
    /// Numbers on which one precomputed addition gives the same point as the plain algorithm's
    /// two or three operations, so a deep walk waits for one floating-point addition per level
    /// instead of two (the walk is a chain: each level's point needs the one before).
    ///
    /// Multiples of 2⁻¹⁶ no larger than 2³⁰ in magnitude: sums and differences of three of them are
    /// again multiples of 2⁻¹⁶ below 2³³, which a `Double` (53 bits) holds exactly, so no operation
    /// rounds and `((x − centerX) + boundsX) + halfWidth` equals `x + ((boundsX + halfWidth) − centerX)`
    /// as a number. The sign of zero is the one thing left: neither form can give −0 (the plain one
    /// ends by adding a half size that is not −0, the step is stored as +0 when zero), so they are
    /// equal bit for bit. The walk stays on the grid while it goes down: a query point on it, plus
    /// steps on it, is on it; and a view only goes down into a child whose bounds (at most 2³⁰)
    /// contain the point. Anything else — fractions like 0.1, huge numbers, transforms, NaN — takes
    /// the plain operations, from that level down.
    enum ExactGrid {
        static let scale: Double = 0x1p16
        static let limit: Double = 0x1p30

        /// `value` is a multiple of 2⁻¹⁶ no larger than 2³⁰ in magnitude (false for NaN and infinities).
        @inline(__always)
        static func holds(_ value: Double) -> Bool {
            let scaled = value * scale
            return abs(value) <= limit && scaled == scaled.rounded(.towardZero)
        }
    }
}
