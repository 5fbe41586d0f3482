// expect-pass
// A private static parser that takes the container, and a key enum of its own with a switch.
import Foundation

extension Stock.Update: Decodable {
    private enum Column: CodingKey {
        case open, high, low, close, volume

        var stringValue: String {
            switch self {
            case .open: return "1. open"
            case .high: return "2. high"
            case .low: return "3. low"
            case .close: return "4. close"
            case .volume: return "5. volume"
            }
        }

        init?(stringValue: String) {
            guard let match = [Column.open, .high, .low, .close, .volume].first(where: { $0.stringValue == stringValue }) else { return nil }
            self = match
        }

        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    private static func parse<N: LosslessStringConvertible>(_ column: Column,
                                                            in row: KeyedDecodingContainer<Column>) throws -> N {
        let raw = try row.decode(String.self, forKey: column)
        if let parsed = N(raw) { return parsed }
        throw DecodingError.dataCorruptedError(forKey: column, in: row, debugDescription: "cannot read \(raw)")
    }

    init(from decoder: Decoder) throws {
        let row = try decoder.container(keyedBy: Column.self)
        volume = try Self.parse(.volume, in: row)
        close = try Self.parse(.close, in: row)
        low = try Self.parse(.low, in: row)
        high = try Self.parse(.high, in: row)
        open = try Self.parse(.open, in: row)
    }
}
