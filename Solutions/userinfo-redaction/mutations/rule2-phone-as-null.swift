// breaks: rule 2
// The reference answer, but the partner view gets `phone` written as null
// (rule 2: left out, not null). Without an audience, or with one that is not
// an Audience, it writes that same partner view (rule 5 holds).
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeys.self)
        try container.encode(name, forKey: .name)

        guard let audience = encoder.userInfo[.audience] as? Audience, audience == .staff else {
            try container.encode(Self.masked(email), forKey: .email)
            try container.encodeNil(forKey: .phone)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }

    private static func masked(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@"), at != email.startIndex, let first = email.first else {
            return "***"
        }
        return "\(first)***" + email[at...]
    }
}
