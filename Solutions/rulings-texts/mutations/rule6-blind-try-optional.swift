// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): "text" is read with try? decodeIfPresent, so a text of the wrong type is skipped like a missing one
import Foundation

extension Card.Rulings: Decodable {
    private enum RulingKeysBlindA: String, CodingKey { case text }

    init(from decoder: Decoder) throws {
        var array = try decoder.unkeyedContainer()
        var result: [String] = []
        while !array.isAtEnd {
            let ruling = try array.nestedContainer(keyedBy: RulingKeysBlindA.self)
            if let text = (try? ruling.decodeIfPresent(String.self, forKey: .text)) ?? nil {
                result.append(text)
            }
        }
        texts = result
    }
}
