// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the partner view writes phone, balanceCents and notes as null instead of leaving them out.
// breaks only rule 2 because: the email is masked as before (3, 4), the staff view is unchanged (1), the same view is chosen (5; rule 5 says "exactly as the partner view", which this one still is), keys spelled by the encoder (6).
import Foundation

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
            try container.encodeNil(forKey: .phone)
            try container.encodeNil(forKey: .balanceCents)
            try container.encodeNil(forKey: .notes)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
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
