// style: fileprivate extension of String; if let shorthand (Swift 5.7)
import Foundation

fileprivate extension String {
    /// `morgan.reyes@example.com` becomes `m***@example.com`; anything without a local part becomes `***`.
    var maskedForPartners: String {
        let at = firstIndex(of: "@")
        if let at, at != startIndex {
            return "\(self[startIndex])***\(self[at...])"
        }
        return "***"
    }
}

extension AccountSummary: Encodable {
    private enum SummaryField: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var out = encoder.container(keyedBy: SummaryField.self)
        try out.encode(name, forKey: .name)
        let audience = encoder.userInfo[.audience] as? Audience
        if let audience, audience == .staff {
            try out.encode(email, forKey: .email)
            try out.encode(phone, forKey: .phone)
            try out.encode(balanceCents, forKey: .balanceCents)
            try out.encode(notes, forKey: .notes)
        } else {
            try out.encode(email.maskedForPartners, forKey: .email)
        }
    }
}
