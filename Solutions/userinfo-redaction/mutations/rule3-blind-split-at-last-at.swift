// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the masked part ends at the last @ instead of the first (m***@b.com for "m@a@b.com").
// breaks only rule 3 because: the *** cases are still decided by the first @ (4), and emails with one @ are masked as before; staff view, keys, view choice and spelling unchanged (1, 2, 5, 6).
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
        _ = at
        return "\(first)***" + email[email.lastIndex(of: "@")!...]
    }
}
