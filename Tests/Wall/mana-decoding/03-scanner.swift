// style: Scanner; while loops
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let scanner = Scanner(string: cost)
        scanner.charactersToBeSkipped = nil

        var found: [Color] = []
        while !scanner.isAtEnd {
            guard scanner.scanString("{") != nil else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Text outside a {…} group in \(cost)")
            }
            let symbol = scanner.scanUpToCharacters(from: CharacterSet(charactersIn: "{}")) ?? ""
            guard scanner.scanString("}") != nil else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A group of \(cost) is never closed")
            }
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
            }
            found.append(color)
        }
        colors = found
    }
}
