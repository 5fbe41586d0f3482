// style: enum with associated values; switch with tuple patterns
import Foundation

extension Card.Mana: Decodable {
    /// Where the reader stands while walking a cost.
    private enum CostReader {
        case betweenGroups
        case inGroup(String)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        func corrupted(_ reason: String) -> DecodingError {
            DecodingError.dataCorruptedError(in: container, debugDescription: "\(reason) in \(cost)")
        }

        var state = CostReader.betweenGroups
        var found: [Color] = []
        for character in cost {
            switch (state, character) {
            case (.betweenGroups, "{"):
                state = .inGroup("")
            case (.betweenGroups, _):
                throw corrupted("\"\(character)\" outside a group")
            case (.inGroup(let symbol), "}"):
                guard let color = Color(symbol: symbol) else { throw corrupted("Unknown symbol {\(symbol)}") }
                found.append(color)
                state = .betweenGroups
            case (.inGroup, "{"):
                throw corrupted("A group opens inside a group")
            case (.inGroup(let symbol), _):
                state = .inGroup(symbol + String(character))
            }
        }
        if case .inGroup = state {
            throw corrupted("The last group is never closed")
        }
        colors = found
    }
}
