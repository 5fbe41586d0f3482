// style: Regex literal for the mask; Optional map for the audience
import Foundation

extension AccountSummary: Encodable {
    private enum FieldKey: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    /// Keeps the first character before the first `@` and everything from that `@` on.
    private var redactedEmail: String {
        if let match = email.wholeMatch(of: #/([^@])[^@]*(@[\s\S]*)/#) {
            return "\(match.1)***\(match.2)"
        }
        return "***"
    }

    func encode(to encoder: Encoder) throws {
        let isStaff = (encoder.userInfo[.audience] as? Audience).map { $0 == .staff } ?? false
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(name, forKey: .name)
        try container.encode(isStaff ? email : redactedEmail, forKey: .email)
        if isStaff {
            try container.encode(phone, forKey: .phone)
            try container.encode(balanceCents, forKey: .balanceCents)
            try container.encode(notes, forKey: .notes)
        }
    }
}
