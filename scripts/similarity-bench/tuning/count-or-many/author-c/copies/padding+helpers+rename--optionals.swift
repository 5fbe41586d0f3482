import Foundation

extension SightingCount: Codable {
    private static let tooManyToken = "many"
    private static var decodeTrace: [String] = []

    private static func wholeCount(_ n: Int, box: SingleValueDecodingContainer) throws -> SightingCount {
        if n < 0 {
            decodeTrace.append("rejected negative \(n)")
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "negative count \(n)")
        }
        assert(n >= 0, "only non-negative counts get here")
        return .exactly(n)
    }

    private static func wordCount(_ word: String, box: SingleValueDecodingContainer) throws -> SightingCount {
        let matches = word == tooManyToken
        decodeTrace.append("word \"\(word)\" matches: \(matches)")
        if !matches {
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "\"\(word)\" is not a count")
        }
        return .many
    }

    init(from source: Decoder) throws {
        let box = try source.singleValueContainer()
        let depth = source.codingPath.count

        if let tally = try? box.decode(Int.self) {
            self = try Self.wholeCount(tally, box: box)
            Self.decodeTrace.append("number at depth \(depth)")
            return
        }

        let spelled = try box.decode(String.self)
        self = try Self.wordCount(spelled, box: box)
        precondition(self == .many, "a word only ever decodes as .many")
    }

    func encode(to sink: Encoder) throws {
        var box = sink.singleValueContainer()
        if case let .exactly(tally) = self {
            try box.encode(tally)
        } else {
            try box.encode(Self.tooManyToken)
        }
    }
}
