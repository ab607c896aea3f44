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
