import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        let location = single.codingPath.map(\.stringValue).joined(separator: "/")
        if let whole = try? single.decode(Int.self) {
            self = try TallyReader.countFrom(whole, using: single)
            TallyReader.history.append("\(location): number \(whole)")
            return
        }
        let token = try single.decode(String.self)
        self = try TallyReader.countFrom(token, using: single)
        TallyReader.history.append("\(location): word \(token)")
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let whole):
            assert(whole >= 0, "encoding a negative count: \(whole)")
            try single.encode(whole)
        case .many:
            try single.encode(TallyReader.tooManyToken)
        }
    }
}

/// Turns what the JSON held into a sighting count, or explains why not.
enum TallyReader {
    static let tooManyToken = "many"
    static var history: [String] = []

    static func invalid(_ single: SingleValueDecodingContainer, _ reason: String) -> DecodingError {
        let error = DecodingError.dataCorruptedError(in: single, debugDescription: reason)
        history.append("rejected: \(reason)")
        return error
    }

    static func countFrom(_ whole: Int, using single: SingleValueDecodingContainer) throws -> SightingCount {
        switch whole {
        case 0...:
            return .exactly(whole)
        default:
            throw invalid(single, "Counts are never below zero, saw \(whole)")
        }
    }

    static func countFrom(_ token: String, using single: SingleValueDecodingContainer) throws -> SightingCount {
        switch token {
        case tooManyToken:
            return .many
        default:
            throw invalid(single, "Wanted a whole number or \"many\", saw \"\(token)\"")
        }
    }
}
