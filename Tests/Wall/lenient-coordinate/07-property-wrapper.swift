// style: property wrappers (a local wrapped variable); generic helpers
import Foundation

/// A value that decodes as nil when its object lacks one of its own keys.
@propertyWrapper
struct TolerantOfMissingKeys<Wrapped: Decodable>: Decodable {
    var wrappedValue: Wrapped?

    init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: Decoder) throws {
        do {
            wrappedValue = try Wrapped(from: decoder)
        } catch DecodingError.keyNotFound {
            wrappedValue = nil
        }
    }
}

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        // decodeIfPresent settles a missing key and null; the wrapper settles {}.
        @TolerantOfMissingKeys var position: Coordinate? = nil
        position = try container.decodeIfPresent(TolerantOfMissingKeys<Coordinate>.self,
                                                 forKey: .coordinate)?.wrappedValue
        coordinate = position
    }
}
