// expect-pass
// A private Decodable type that names only the optional text; the synthesized
// code ignores every other key. The array is decoded in one go.
import Foundation

private struct OneRuling: Decodable {
    let text: String?
}

extension Card.Rulings: Decodable {
    init(from decoder: Decoder) throws {
        let all = try decoder.singleValueContainer().decode([OneRuling].self)
        self.init(texts: all.compactMap(\.text))
    }
}
