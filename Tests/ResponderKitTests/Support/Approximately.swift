import Foundation
import ResponderKit

// Comparisons of computed geometry, within a tolerance.

/// Whether `a` and `b` differ by at most `tolerance` (for readings of recognizers).
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

/// Whether `a` and `b` differ by at most `tolerance` in each coordinate (for readings of recognizers).
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.001) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether `a` and `b` are the same point up to rounding (`tolerance`, 1e-9 unless given).
func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// The relative tolerance of `close`.
private let closeTolerance: CGFloat = 1e-9

/// Whether two numbers (and, below, points, sizes, rects and transforms) agree to 1e-9, relative to
/// their size: equal up to the rounding of the geometry tests' arithmetic.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= closeTolerance * max(1, abs(a), abs(b)) }

func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin, b.origin) && close(a.size, b.size)
}

func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.tx, b.tx) && close(a.ty, b.ty)
}
