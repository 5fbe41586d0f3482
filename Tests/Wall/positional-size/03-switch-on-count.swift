// style: switch with patterns on the container's optional count; encode(contentsOf:)
import Foundation

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch container.count {
        case 3?:
            width = try container.decode(Int.self)
            height = try container.decode(Int.self)
            depth = try container.decode(Int.self)
        case let count?:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A size needs 3 numbers, not \(count).")
        case nil:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A size must be a list of known length.")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [width, height, depth])
    }
}
