extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        do {
            let tally = try single.decode(Int.self)
            guard tally >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "Counts are never below zero, got \(tally)")
            }
            self = .exactly(tally)
        } catch DecodingError.typeMismatch {
            // Anything but a number has to be the literal word.
            let spelled = try single.decode(String.self)
            guard spelled == "many" else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "Only a number or \"many\" is a count, not \"\(spelled)\"")
            }
            self = .many
        }
    }
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let tally):
            try single.encode(tally)
        case .many:
            try single.encode("many")
        }
    }
}
