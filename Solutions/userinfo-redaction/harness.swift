// Harness for `userinfo-redaction`: builds an AccountSummary from the case's fields and encodes it with the
// learner's `encode(to:)` under the case's audience, key strategy and formatting; returns the JSON written,
// exactly as written. Audience "none" leaves userInfo empty; "text" stores the String "staff" and "number" the
// Int 1 under .audience (values that are not an Audience). Encoding errors propagate.
// The generator builds its inputs as this `Input`, so both read the same form.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Codable {
        var summary: Fields
        var audience: AudienceChoice?
        var keys: WorkbookKeys?
        var formatting: [WorkbookFormatting]?
    }

    enum AudienceChoice: String, Codable { case staff, partner, none, text, number }

    struct Fields: Codable {
        var name, email, phone: String
        var balanceCents: Int
        var notes: [String]
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let fields = input.summary
        let summary = AccountSummary(name: fields.name, email: fields.email, phone: fields.phone,
                                     balanceCents: fields.balanceCents, notes: fields.notes)
        let encoder = JSONEncoder(keys: input.keys, formatting: input.formatting)
        switch input.audience ?? .none {
        case .staff: encoder.userInfo[.audience] = Audience.staff
        case .partner: encoder.userInfo[.audience] = Audience.partner
        case .none: break
        case .text: encoder.userInfo[.audience] = "staff"
        case .number: encoder.userInfo[.audience] = 1
        }
        return try WorkbookJSON(encoding: summary, with: encoder)
    }
}
