// style: closures stored in static properties; Optional map
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
        case volume = "5. volume"
    }

    /// The two conversions the entry needs, kept side by side.
    private static let readFloat: (String) -> Float? = { Float($0) }
    private static let readInt: (String) -> Int? = { Int($0) }

    private static func read<T>(
        _ field: Field, in container: KeyedDecodingContainer<Field>, with convert: (String) -> T?
    ) throws -> T {
        let text = try container.decode(String.self, forKey: field)
        if let value = convert(text) {
            return value
        }
        throw DecodingError.dataCorruptedError(
            forKey: field, in: container, debugDescription: "Unreadable number \"\(text)\"")
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Field.self)
        open = try Self.read(.open, in: container, with: Self.readFloat)
        high = try Self.read(.high, in: container, with: Self.readFloat)
        low = try Self.read(.low, in: container, with: Self.readFloat)
        close = try Self.read(.close, in: container, with: Self.readFloat)
        volume = try Self.read(.volume, in: container, with: Self.readInt)
    }
}
