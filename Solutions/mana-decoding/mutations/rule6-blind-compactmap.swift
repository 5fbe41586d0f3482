// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): the symbols go through compactMap(Color.init(symbol:)), so an unknown or empty group is dropped instead of throwing
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        var symbols: [String] = []
        var current: String? = nil
        for ch in text {
            if ch == "{" {
                guard current == nil else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "nested {")
                }
                current = ""
            } else if ch == "}" {
                guard let symbol = current else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "stray }")
                }
                symbols.append(symbol)
                current = nil
            } else {
                guard current != nil else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "text outside a group")
                }
                current!.append(ch)
            }
        }
        guard current == nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unclosed group")
        }
        colors = symbols.compactMap { Color(symbol: $0) }
    }
}
