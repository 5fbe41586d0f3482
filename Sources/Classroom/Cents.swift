import Foundation

/// Points counted in hundredths, the precision every gradebook shows.
/// Scores are added up in cents, never in floating point, so a report's
/// parts always sum exactly to its total.
public struct Cents: Sendable, Equatable, Comparable, Hashable, AdditiveArithmetic {
    public var value: Int

    public init(_ value: Int) {
        self.value = value
    }

    /// Points rounded to the nearest cent (halves away from zero).
    public init(points: Double) {
        value = Int((points * 100).rounded(.toNearestOrAwayFromZero))
    }

    public var points: Double { Double(value) / 100 }

    public static var zero: Cents { Cents(0) }
    public static func + (a: Cents, b: Cents) -> Cents { Cents(a.value + b.value) }
    public static func - (a: Cents, b: Cents) -> Cents { Cents(a.value - b.value) }
    public static func < (a: Cents, b: Cents) -> Bool { a.value < b.value }

    /// Splits `total` into `count` shares that add up to it exactly, by the
    /// largest remainder method: each share gets the whole cents of
    /// total ÷ count, and the cents left over go one each to the first
    /// shares (all remainders are equal, so ties go in order). 10 points in
    /// 3 cases: 3.34, 3.33, 3.33.
    public static func split(_ total: Cents, into count: Int) -> [Cents] {
        guard count > 0 else { return [] }
        let sign = total.value < 0 ? -1 : 1
        let magnitude = abs(total.value)
        let base = magnitude / count
        let left = magnitude - base * count
        return (0..<count).map { Cents(sign * (base + ($0 < left ? 1 : 0))) }
    }

    /// `percent` % of this amount, rounded to the nearest cent.
    public func percent(_ percent: Double) -> Cents {
        Cents(Int((Double(value) * percent / 100).rounded(.toNearestOrAwayFromZero)))
    }
}
