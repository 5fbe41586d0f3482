// style: map over a range with a throwing closure; tuple destructuring of the result
import Foundation

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let values = try (0..<3).map { _ in try container.decode(Int.self) }
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "More than three numbers.")
        }
        let (w, h, d) = (values[0], values[1], values[2])
        self.init(width: w, height: h, depth: d)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try [width, height, depth].forEach { try container.encode($0) }
    }
}
