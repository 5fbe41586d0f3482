// style: do/catch with typed patterns; throws helpers; nested private types
import Foundation

extension Card.Mana {
    /// Everything that can be wrong with a cost, before the decoder hears about it.
    fileprivate enum CostError: Error {
        case outsideGroup(Character)
        case unclosedGroup
        case unknownSymbol(String)
    }

    /// The colors of a cost such as "{2}{R}{R}".
    fileprivate static func parseCost(_ cost: String) throws -> [Color] {
        var colors: [Color] = []
        var rest = Substring(cost)
        while let first = rest.first {
            guard first == "{" else { throw CostError.outsideGroup(first) }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}" else {
                throw CostError.unclosedGroup
            }
            let symbol = String(rest[..<close])
            guard let color = Color(symbol: symbol) else { throw CostError.unknownSymbol(symbol) }
            colors.append(color)
            rest = rest[rest.index(after: close)...]
        }
        return colors
    }
}

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        do {
            colors = try Card.Mana.parseCost(cost)
        } catch CostError.outsideGroup(let character) {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(character)\" outside a {…} group in \(cost)")
        } catch CostError.unclosedGroup {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unclosed group in \(cost)")
        } catch CostError.unknownSymbol(let symbol) {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown mana symbol {\(symbol)} in \(cost)")
        }
    }
}
