// style: fileprivate extensions of Foundation types; lazy; Optional map
import Foundation

fileprivate extension String {
    /// The texts between the braces when the string is nothing but `{…}` groups, else nil.
    var braceGroups: [String]? {
        guard !isEmpty else { return [] }
        guard first == "{", last == "}" else { return nil }
        let groups = dropFirst().dropLast().components(separatedBy: "}{")
        return groups.contains(where: { $0.contains("{") || $0.contains("}") }) ? nil : groups
    }
}

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let parsed = cost.braceGroups.map { groups in
            groups.lazy.map(Card.Mana.Color.init(symbol:))
        }
        guard let parsed, !parsed.contains(where: { $0 == nil }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(cost) is not a valid mana cost")
        }
        colors = parsed.map { $0! }
    }
}
