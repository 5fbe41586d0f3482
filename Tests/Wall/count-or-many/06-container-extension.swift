// style: fileprivate extensions of Foundation protocols; switch expressions
import Foundation

fileprivate extension SingleValueDecodingContainer {
    func sightingCount() throws -> SightingCount {
        if let number = try? decode(Int.self) {
            if number < 0 {
                throw DecodingError.dataCorruptedError(in: self, debugDescription: "count below zero")
            }
            return .exactly(number)
        }
        let text = try decode(String.self)
        if text != "many" {
            throw DecodingError.dataCorruptedError(in: self, debugDescription: "unexpected word \(text)")
        }
        return .many
    }
}

fileprivate extension SingleValueEncodingContainer {
    mutating func encode(_ count: SightingCount) throws {
        switch count {
        case .exactly(let number): try encode(number)
        case .many: try encode("many")
        }
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        self = try decoder.singleValueContainer().sightingCount()
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self)
    }
}
