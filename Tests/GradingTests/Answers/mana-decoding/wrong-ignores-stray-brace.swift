// expect-fail: doubled closing brace
// Scans for groups and rejects text outside them, but lets a closing brace
// with no open group pass silently, so "{1}{G}}" decodes as 1G.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        var found: [Color] = []
        var group: String?
        for character in cost {
            if character == "{" {
                group = ""
            } else if character == "}" {
                guard let symbol = group else { continue }
                guard let color = Color(symbol: symbol) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
                }
                found.append(color)
                group = nil
            } else if let open = group {
                group = open + String(character)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(character) is outside any group")
            }
        }
        guard group == nil, !found.isEmpty else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(cost) is not a list of groups")
        }
        colors = found
    }
}
