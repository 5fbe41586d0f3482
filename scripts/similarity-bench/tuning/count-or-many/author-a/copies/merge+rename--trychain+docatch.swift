import Foundation

extension SightingCount: Codable {
    private static let uncountable = "many"

    init(from decoder: Decoder) throws {
        let svc = try decoder.singleValueContainer()
        if let amount = try? svc.decode(Int.self) {
            guard amount >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: svc, debugDescription: "A count cannot be negative, got \(amount)")
            }
            self = .exactly(amount)
            return
        }
        let s = try svc.decode(String.self)
        if s != SightingCount.uncountable {
            throw DecodingError.dataCorruptedError(in: svc, debugDescription: "unknown count \"\(s)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var svc = encoder.singleValueContainer()
        if case let .exactly(amount) = self {
            try svc.encode(amount)
        } else {
            try svc.encode(SightingCount.uncountable)
        }
    }
}
