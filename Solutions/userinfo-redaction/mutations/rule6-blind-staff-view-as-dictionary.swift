// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: the staff view is built as a [String: value] dictionary and encoded whole, so the encoder's key strategy never touches balanceCents.
// breaks only rule 6 because: with the default strategy the staff object has exactly the five keys and values (1); the partner view is unchanged (2-5).
import Foundation

enum SummaryValue: Encodable {
    case text(String), number(Int), list([String])
    func encode(to encoder: Encoder) throws {
        var one = encoder.singleValueContainer()
        switch self {
        case .text(let value): try one.encode(value)
        case .number(let value): try one.encode(value)
        case .list(let value): try one.encode(value)
        }
    }
}

extension AccountSummary: Encodable {
    private enum SummaryKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeys.self)
        try container.encode(name, forKey: .name)

        // Fail closed: only an explicit staff audience sees the whole account.
        guard let audience = encoder.userInfo[.audience] as? Audience, audience == .staff else {
            try container.encode(Self.masked(email), forKey: .email)
            return
        }
        _ = container
        let view: [String: SummaryValue] = [
            "name": .text(name), "email": .text(email), "phone": .text(phone),
            "balanceCents": .number(balanceCents), "notes": .list(notes),
        ]
        var whole = encoder.singleValueContainer()
        try whole.encode(view)
    }

    /// "morgan.reyes@example.com" → "m***@example.com"; "***" when there is
    /// no "@" or nothing before it.
    private static func masked(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@"), at != email.startIndex, let first = email.first else {
            return "***"
        }
        return "\(first)***" + email[at...]
    }
}
