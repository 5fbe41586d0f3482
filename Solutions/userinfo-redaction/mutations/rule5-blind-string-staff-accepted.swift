// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: the text "staff" (any case) under .audience is accepted as the staff audience.
// breaks only rule 5 because: Audience values and a missing audience are handled as before (1-4); keys spelled by the encoder (6).
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeys.self)
        try container.encode(name, forKey: .name)

        // Fail closed: only an explicit staff audience sees the whole account.
        let asked = encoder.userInfo[.audience]
        let isStaff = (asked as? Audience) == .staff || (asked as? String)?.lowercased() == "staff"
        guard isStaff else {
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
        return "\(first)***" + email[at...]
    }
}
