// style: Regex literals; compactMap
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        // Nothing but groups, none of them holding a brace.
        guard cost.wholeMatch(of: #/(?:\{[^{}]*\})*/#) != nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Malformed mana cost \(cost)")
        }
        let symbols = cost.matches(of: #/\{([^{}]*)\}/#).map { String($0.output.1) }
        let parsed = symbols.compactMap(Color.init(symbol:))
        guard parsed.count == symbols.count else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol in \(cost)")
        }
        colors = parsed
    }
}
