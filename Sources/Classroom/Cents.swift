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

    /// Splits `total` into shares in proportion to `weights` (each with at
    /// most two decimals; counted in hundredths, so the split is exact) that
    /// add up to it exactly, by the largest remainder method: each share
    /// gets the whole cents of total × weight ÷ all weights, and the cents
    /// left over go one each to the largest remainders, ties in order. 7.5
    /// points by weights 1, 1, 2, 1, 1, 1, 1: 0.94, 0.94, 1.87, 0.94, 0.94,
    /// 0.94, 0.93. All weights 0 (or none): every share 0.
    public static func split(_ total: Cents, weights: [Double]) -> [Cents] {
        let units = weights.map { max(0, Int(($0 * 100).rounded())) }
        let sum = units.reduce(0, +)
        guard sum > 0 else { return units.map { _ in Cents(0) } }
        let sign = total.value < 0 ? -1 : 1
        let magnitude = abs(total.value)
        var shares = units.map { magnitude * $0 / sum }
        let remainders = units.map { magnitude * $0 % sum }
        let left = magnitude - shares.reduce(0, +)
        let order = remainders.indices.sorted { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }
        for index in order.prefix(left) { shares[index] += 1 }
        return shares.map { Cents(sign * $0) }
    }

    /// `percent` % of this amount, rounded to the nearest cent.
    public func percent(_ percent: Double) -> Cents {
        Cents(Int((Double(value) * percent / 100).rounded(.toNearestOrAwayFromZero)))
    }
}
