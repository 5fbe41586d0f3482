// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: an email without any @ is written unchanged ("nothing to mask").
// breaks only rule 4 because: emails with an @ are masked as before (3), a leading @ still gives *** ; staff view, partner keys, view choice and spelling unchanged (1, 2, 5, 6).
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
        guard let at = email.firstIndex(of: "@") else {
            return email
        }
        guard at != email.startIndex, let first = email.first else {
            return "***"
        }
        return "\(first)***" + email[at...]
    }
}
