// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a missing audience (or a value that is not an Audience) is treated as staff: the full record goes out.
// breaks only rule 5 because: an explicit Audience.staff or .partner is handled exactly as before (1-4), keys spelled by the encoder (6).
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeys.self)
        try container.encode(name, forKey: .name)

        // Fail closed: only an explicit staff audience sees the whole account.
        guard (encoder.userInfo[.audience] as? Audience ?? .staff) == .staff else {
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
