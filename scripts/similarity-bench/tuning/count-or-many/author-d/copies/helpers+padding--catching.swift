import Foundation

private let manyWord = "many"

private func rejectCount(_ value: SingleValueDecodingContainer, _ why: String) -> DecodingError {
    assert(!why.isEmpty, "a rejection always says why")
    return DecodingError.dataCorruptedError(in: value, debugDescription: why)
}

private func wordCount(from value: SingleValueDecodingContainer) throws -> SightingCount {
    let word = try value.decode(String.self)
    switch word {
    case manyWord:
        return .many
    case let other:
        throw rejectCount(value, "'\(other)' is not a count; only \"\(manyWord)\" is allowed")
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let depth = decoder.codingPath.count
        do {
            let n = try value.decode(Int.self)
            if n < 0 {
                throw rejectCount(value, "negative count \(n) at depth \(depth)")
            }
            self = .exactly(n)
        } catch DecodingError.typeMismatch {
            self = try wordCount(from: value)
        }
        if case .exactly(let n) = self {
            precondition(n >= 0, "exact counts are never negative")
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        let before = encoder.codingPath.count
        if case let .exactly(n) = self {
            try value.encode(n)
        } else {
            try value.encode(manyWord)
        }
        assert(encoder.codingPath.count == before, "encoding must not change the coding path")
    }
}
