// Harness for `userinfo-redaction`: encodes an AccountSummary made from the case's fields with the learner's
// `encode(to:)` under the case's audience, key strategy and formatting; returns the JSON exactly as written.
// Audience "none" leaves userInfo empty; "text" and "number" store values that are not an Audience (the String
// "staff", the Int 1). Encoding errors propagate. The generator builds its inputs as this `Input`.
// For those three (rule 5: "written exactly as the partner view") the same summary is also encoded with
// `Audience.partner` by the same answer, and the result holds both and whether they are the same: rule 5's cases
// compare only that, so a partner view that is itself wrong (rules 2 to 4) is not rule 5's bug too.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Codable {
        var summary: Fields
        var audience: AudienceChoice
        var keys: WorkbookKeys
        var formatting: [WorkbookFormatting] = []
    }

    enum AudienceChoice: String, Codable { case staff, partner, none, text, number }

    struct Fields: Codable {
        var name, email, phone: String
        var balanceCents: Int
        var notes: [String]
    }

    /// What each audience stores under `.audience` ("none": nothing).
    static let stored: [AudienceChoice: any Sendable] = [.staff: Audience.staff, .partner: Audience.partner,
                                                         .text: "staff", .number: 1]

    static func run(_ input: Input) throws -> WorkbookJSON {
        let fields = input.summary
        let summary = AccountSummary(name: fields.name, email: fields.email, phone: fields.phone,
                                     balanceCents: fields.balanceCents, notes: fields.notes)
        func encoded(_ audience: AudienceChoice) throws -> WorkbookJSON {
            let encoder = JSONEncoder(keys: input.keys, formatting: input.formatting)
            encoder.userInfo[.audience] = stored[audience]
            return try WorkbookJSON(encoding: summary, with: encoder)
        }
        let written = try encoded(input.audience)
        guard [.none, .text, .number].contains(input.audience) else { return written }
        let partnerView: WorkbookJSON
        do { partnerView = try encoded(.partner) } catch { partnerView = ["partner view threw": .string("\(error)")] }
        return ["written": written, "partnerView": partnerView, "writtenAsThePartnerView": .bool(written == partnerView)]
    }
}
