import Foundation

extension SightingCount {
    /// The only word accepted for an uncountable flock.
    enum CountWord: String {
        case many = "many"
    }

    /// The smallest number of birds a note may record.
    static let lowestCount: Int = 0
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var slot = encoder.singleValueContainer()
        switch self {
        case .exactly(let birds): try slot.encode(birds)
        case .many: try slot.encode(CountWord.many.rawValue)
        }
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let slot = try decoder.singleValueContainer()
        if let birds = try? slot.decode(Int.self) {
            guard birds >= SightingCount.lowestCount else {
                throw DecodingError.dataCorruptedError(in: slot, debugDescription: "A sighting count must be zero or more, got \(birds)")
            }
            self = .exactly(birds)
        } else if CountWord(rawValue: try slot.decode(String.self)) == .many {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: slot, debugDescription: "A sighting count written as text must be exactly \"many\"")
        }
    }
}
