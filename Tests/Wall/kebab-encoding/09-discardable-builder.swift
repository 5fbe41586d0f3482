// style: final class; @discardableResult; nested private types
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Collects the words of a kebab case key as they are found.
    private final class KebabWriter {
        private(set) var text = ""

        @discardableResult
        func startWord(with character: Character) -> KebabWriter {
            text += "-" + character.lowercased()
            return self
        }

        @discardableResult
        func continueWord(with character: Character) -> KebabWriter {
            text.append(character)
            return self
        }
    }

    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let writer = KebabWriter()
        for character in codingPath.last!.stringValue {
            if character.isUppercase {
                writer.startWord(with: character)
            } else {
                writer.continueWord(with: character)
            }
        }
        return AnyCodingKey(stringValue: writer.text)!
    }
}
