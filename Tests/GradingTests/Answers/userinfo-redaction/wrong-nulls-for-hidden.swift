// expect-fail: partner view leaves fields out
import Foundation

// Writes null for the hidden fields instead of leaving them out.
extension AccountSummary: Encodable {
    private enum Keys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        let isStaff = (encoder.userInfo[.audience] as? Audience) == .staff
        if isStaff {
            try container.encode(email, forKey: .email)
            try container.encode(phone, forKey: .phone)
            try container.encode(balanceCents, forKey: .balanceCents)
            try container.encode(notes, forKey: .notes)
        } else {
            if let at = email.firstIndex(of: "@"), at != email.startIndex {
                try container.encode("\(email.first!)***\(email[at...])", forKey: .email)
            } else {
                try container.encode("***", forKey: .email)
            }
            try container.encodeNil(forKey: .phone)
            try container.encodeNil(forKey: .balanceCents)
            try container.encodeNil(forKey: .notes)
        }
    }
}
