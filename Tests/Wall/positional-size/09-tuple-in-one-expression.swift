// style: one tuple expression reading in order; a global throws-helper building the error; CollectionOfOne
import Foundation

private func tooLong(_ container: UnkeyedDecodingContainer) -> DecodingError {
    DecodingError.dataCorruptedError(
        in: container, debugDescription: "A size has three numbers; element \(container.currentIndex) is one too many.")
}

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var numbers = try decoder.unkeyedContainer()
        let read = (w: try numbers.decode(Int.self), h: try numbers.decode(Int.self), d: try numbers.decode(Int.self))
        if !numbers.isAtEnd { throw tooLong(numbers) }
        self = Dimensions(width: read.w, height: read.h, depth: read.d)
    }

    func encode(to encoder: Encoder) throws {
        var numbers = encoder.unkeyedContainer()
        try numbers.encode(contentsOf: CollectionOfOne(width) + [height, depth])
    }
}
