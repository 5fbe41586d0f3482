// style: generic helper over UnkeyedDecodingContainer; protocol extension; @discardableResult
import Foundation

extension UnkeyedDecodingContainer {
    /// Reads exactly `count` values and fails if anything is left over.
    fileprivate mutating func decodeExactly<Element: Decodable>(_ count: Int, of _: Element.Type) throws -> [Element] {
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            values.append(try decode(Element.self))
        }
        try expectEnd()
        return values
    }

    @discardableResult
    fileprivate mutating func expectEnd() throws -> Bool {
        if isAtEnd { return true }
        throw DecodingError.dataCorruptedError(in: self, debugDescription: "Unexpected extra elements.")
    }
}

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let values = try container.decodeExactly(3, of: Int.self)
        self.init(width: values[0], height: values[1], depth: values[2])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
