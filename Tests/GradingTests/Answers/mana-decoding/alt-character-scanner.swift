// expect-pass
// Scans the string character by character, collecting each {group} itself,
// with a private helper and Foundation imported.
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            colors = try ManaGroupScanner.groups(in: text).map { group in
                guard let color = Color(symbol: group) else { throw ManaGroupScanner.Problem.unknown(group) }
                return color
            }
        } catch let problem as ManaGroupScanner.Problem {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(problem) in \(text)")
        }
    }
}

private enum ManaGroupScanner {
    enum Problem: Error, CustomStringConvertible {
        case unknown(String)
        case unbalanced

        var description: String {
            switch self {
            case .unknown(let group): return "unknown symbol {\(group)}"
            case .unbalanced: return "unbalanced braces"
            }
        }
    }

    static func groups(in text: String) throws -> [String] {
        var groups: [String] = []
        var current: String?
        for character in text {
            switch (character, current) {
            case ("{", nil): current = ""
            case ("}", let open?): groups.append(open); current = nil
            case (_, let open?) where character != "{": current = open + String(character)
            default: throw Problem.unbalanced
            }
        }
        guard current == nil else { throw Problem.unbalanced }
        return groups
    }
}
