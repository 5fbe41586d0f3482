import Foundation

private var countTrace: [String] = []

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let slot = try decoder.singleValueContainer()
        let place = decoder.codingPath.map(\.stringValue).joined(separator: ".")
        if let amount = try? slot.decode(Int.self) {
            countTrace.append("number \(amount) at \(place)")
            guard amount >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: slot, debugDescription: "Negative bird counts make no sense: \(amount)")
            }
            self = .exactly(amount)
            return
        }
        let label = try slot.decode(String.self)
        countTrace.append("text \"\(label)\" at \(place)")
        guard label == "many" else {
            throw DecodingError.dataCorruptedError(
                in: slot, debugDescription: "Only a number or \"many\" may be a count, not \"\(label)\"")
        }
        assert(label.count == 4)
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var slot = encoder.singleValueContainer()
        switch self {
        case .exactly(let amount):
            assert(amount >= 0, "a stored count should never be negative")
            try slot.encode(amount)
        case .many:
            try slot.encode("many")
        }
        if countTrace.count > 500 { countTrace.removeAll(keepingCapacity: true) }
    }
}
