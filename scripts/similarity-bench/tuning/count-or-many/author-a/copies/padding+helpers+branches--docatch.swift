import Foundation

extension SightingCount: Codable {
    private static let manyWord = "many"
    static var codingNotes: [String] = []

    private static func fromNumber(_ n: Int, _ value: SingleValueDecodingContainer) throws -> SightingCount {
        switch n {
        case ..<0:
            throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n)")
        default:
            codingNotes.append("decoded number \(n)")
            return .exactly(n)
        }
    }

    private static func fromText(_ text: String, _ value: SingleValueDecodingContainer) throws -> SightingCount {
        switch text {
        case manyWord:
            codingNotes.append("decoded word")
            return .many
        default:
            throw DecodingError.dataCorruptedError(in: value, debugDescription: "unknown count \"\(text)\"")
        }
    }

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let before = SightingCount.codingNotes.count
        do {
            let n = try value.decode(Int.self)
            self = try SightingCount.fromNumber(n, value)
        } catch DecodingError.typeMismatch {
            let text = try value.decode(String.self)
            self = try SightingCount.fromText(text, value)
        }
        assert(SightingCount.codingNotes.count == before + 1, "one note per decoded count")
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case let .exactly(n):
            try value.encode(n)
        case .many:
            try value.encode(SightingCount.manyWord)
        }
        SightingCount.codingNotes.append("encoded \(self)")
    }
}
