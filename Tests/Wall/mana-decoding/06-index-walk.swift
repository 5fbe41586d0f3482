// style: String.Index arithmetic; while loops over indices
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let bad = { (reason: String) in
            DecodingError.dataCorruptedError(in: container, debugDescription: reason)
        }

        var result: [Color] = []
        var position = cost.startIndex
        while position < cost.endIndex {
            guard cost[position] == "{" else { throw bad("Expected \"{\" in \(cost)") }
            let symbolStart = cost.index(after: position)
            guard let close = cost[symbolStart...].firstIndex(of: "}") else {
                throw bad("Unclosed group in \(cost)")
            }
            let symbol = cost[symbolStart..<close]
            guard !symbol.contains("{"), let color = Color(symbol: String(symbol)) else {
                throw bad("Unknown mana symbol {\(symbol)} in \(cost)")
            }
            result.append(color)
            position = cost.index(after: close)
        }
        colors = result
    }
}
