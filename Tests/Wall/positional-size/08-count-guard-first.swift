// style: guard on count before reading; Optional map in the error message
import Foundation

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        guard container.count == 3 else {
            let found = container.count.map(String.init) ?? "an unknown number of"
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected [width, height, depth], found \(found) elements.")
        }
        width = try container.decode(Int.self)
        height = try container.decode(Int.self)
        depth = try container.decode(Int.self)
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(width)
        try list.encode(height)
        try list.encode(depth)
    }
}
