// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): "text" is read with decode instead of decodeIfPresent, so a ruling without text throws keyNotFound
import Foundation

extension Card.Rulings: Decodable {
    private enum RulingKeysBlindA: String, CodingKey { case text }

    init(from decoder: Decoder) throws {
        var array = try decoder.unkeyedContainer()
        var result: [String] = []
        while !array.isAtEnd {
            let ruling = try array.nestedContainer(keyedBy: RulingKeysBlindA.self)
            result.append(try ruling.decode(String.self, forKey: .text))
        }
        texts = result
    }
}
