// style: enum with associated values; switch with patterns
import Foundation

extension Stock.Update: Decodable {
    private enum Slot: String, CodingKey {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
        case volume = "5. volume"
    }

    /// What one slot's text turned out to be.
    private enum Reading {
        case price(Float)
        case count(Int)
        case unreadable(String)
    }

    private static func reading(of text: String, in slot: Slot) -> Reading {
        switch slot {
        case .volume:
            if let count = Int(text) { return .count(count) }
        case .open, .high, .low, .close:
            if let price = Float(text) { return .price(price) }
        }
        return .unreadable(text)
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Slot.self)

        func read(_ slot: Slot) throws -> Reading {
            let reading = Self.reading(of: try entry.decode(String.self, forKey: slot), in: slot)
            if case .unreadable(let text) = reading {
                throw DecodingError.dataCorruptedError(
                    forKey: slot, in: entry, debugDescription: "\"\(text)\" cannot be read for \(slot.stringValue)")
            }
            return reading
        }
        func price(_ slot: Slot) throws -> Float {
            guard case .price(let value) = try read(slot) else { fatalError("a price slot gives a price") }
            return value
        }

        open = try price(.open)
        high = try price(.high)
        low = try price(.low)
        close = try price(.close)
        guard case .count(let count) = try read(.volume) else { fatalError("the volume slot gives a count") }
        volume = count
    }
}
