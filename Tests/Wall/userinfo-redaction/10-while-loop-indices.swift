// style: while loop over String indices; defer
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryCodingKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    /// Walks the email once to find the first `@`.
    private func emailForPartner() -> String {
        var index = email.startIndex
        while index < email.endIndex {
            if email[index] == "@" {
                if index == email.startIndex { return "***" }
                return "\(email[email.startIndex])***" + email[index...]
            }
            index = email.index(after: index)
        }
        return "***"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryCodingKeys.self)
        let forStaff: Bool
        if let audience = encoder.userInfo[.audience] as? Audience {
            switch audience {
            case .staff: forStaff = true
            case .partner: forStaff = false
            }
        } else {
            forStaff = false
        }

        try container.encode(name, forKey: .name)
        guard forStaff else {
            try container.encode(emailForPartner(), forKey: .email)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }
}
