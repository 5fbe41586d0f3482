import Crypto
import Foundation

/// How an exercise's results hold AES-GCM sealed strings (cases.json
/// `"sealed": {"key": "...", "fields": ["accessKey", "atmCode"]}`): the
/// grader opens them itself, in its own process, before comparing, so a
/// harness never has to trust code that runs beside the answer.
///
/// A string that opens with the key becomes `{"sealed": clear text}`; a
/// string under one of `fields` that does not open becomes
/// `{"clear": text}` (a secret written in clear). Field names match
/// whatever key strategy wrote them: case and `_`/`-` are ignored.
///
/// Those two are annotations made out of band: ``JSONValue/sealed(_:)`` and
/// ``JSONValue/clear(_:)``, which no JSON text parses to. An answer that
/// writes the object `{"sealed": "4821"}` itself (never encrypting) gives an
/// object, and an object is not a sealed string. Expected values (cases.json,
/// and the generated cases' store) are written in the notation; they are
/// the grader's own, and ``annotated(_:)`` reads the notation back.
public struct SealedStrings: Sendable, Codable, Equatable {
    /// The symmetric key's bytes, as UTF-8 text (the chapter's demo key).
    public let key: String
    public let fields: [String]

    public init(key: String, fields: [String]) {
        self.key = key
        self.fields = fields
    }

    func reveal(_ value: JSONValue) -> JSONValue {
        reveal(value, field: nil, key: SymmetricKey(data: Data(key.utf8)), secrets: Set(fields.map(Self.folded)))
    }

    private func reveal(_ value: JSONValue, field: String?, key: SymmetricKey, secrets: Set<String>) -> JSONValue {
        switch value {
        case let .string(text):
            if let clear = Self.open(text, key: key) { return .sealed(clear) }
            if let field, secrets.contains(Self.folded(field)) { return .clear(text) }
            return value
        case let .array(items):
            return .array(items.map { reveal($0, field: nil, key: key, secrets: secrets) })
        case let .object(members):
            return .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, reveal($0.value, field: $0.key, key: key, secrets: secrets)) }))
        default:
            return value
        }
    }

    /// An expected value (the grader's own: cases.json or the generated
    /// cases' store) with its notation read back: an object that is exactly
    /// `{"sealed": text}` is the annotation ``JSONValue/sealed(_:)``, one
    /// that is exactly `{"clear": text}` is ``JSONValue/clear(_:)``.
    func annotated(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .object(members):
            if let (name, text) = Self.notation(value) { return name == "sealed" ? .sealed(text) : .clear(text) }
            return .object(members.mapValues(annotated))
        case let .array(items):
            return .array(items.map(annotated))
        default:
            return value
        }
    }

    /// An object spelt exactly as the notation (`{"sealed": text}` or
    /// `{"clear": text}`, the key in those very scalars): its key and text.
    static func notation(_ value: JSONValue) -> (name: String, text: String)? {
        guard case let .object(members) = value, members.count == 1, let (name, member) = members.first,
              case let .string(text) = member else { return nil }
        for spelling in ["sealed", "clear"] where JSONValue.exactlyEqual(name, spelling) { return (spelling, text) }
        return nil
    }

    static func open(_ text: String, key: SymmetricKey) -> String? {
        guard let combined = Data(base64Encoded: text),
              let box = try? AES.GCM.SealedBox(combined: combined),
              let clear = try? AES.GCM.open(box, using: key) else { return nil }
        return String(data: clear, encoding: .utf8)
    }

    static func folded(_ name: String) -> String {
        name.lowercased().filter { $0 != "_" && $0 != "-" }
    }
}

extension SealedStrings {
    /// ``reveal(_:)`` for tests outside the module.
    public func revealForTesting(_ value: JSONValue) -> JSONValue { reveal(value) }

    /// ``annotated(_:)`` for tests outside the module.
    public func annotatedForTesting(_ value: JSONValue) -> JSONValue { annotated(value) }

    /// Seals `text` as the course's `EncryptedCodableString` does (tests).
    public static func sealForTesting(_ text: String, key: String) throws -> String {
        let box = try AES.GCM.seal(Data(text.utf8), using: SymmetricKey(data: Data(key.utf8)))
        return box.combined!.base64EncodedString()
    }
}
