// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): the groups are found with a regular expression, so text outside them, an unclosed group or a stray } is silently skipped
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let regex = try! NSRegularExpression(pattern: "\\{([^{}]*)\\}")
        let ns = text as NSString
        var result: [Color] = []
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let symbol = ns.substring(with: match.range(at: 1))
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown symbol {\(symbol)}")
            }
            result.append(color)
        }
        colors = result
    }
}
