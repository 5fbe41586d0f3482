// expect-fail: chapter summary for staff
import Foundation

// Casts the audience to String, so a real Audience never matches: staff only
// ever see the partner view.
extension AccountSummary: Encodable {
    private enum Keys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        if encoder.userInfo[.audience] as? String == "staff" {
            try container.encode(email, forKey: .email)
            try container.encode(phone, forKey: .phone)
            try container.encode(balanceCents, forKey: .balanceCents)
            try container.encode(notes, forKey: .notes)
            return
        }
        if let at = email.firstIndex(of: "@"), at != email.startIndex {
            try container.encode("\(email.first!)***\(email[at...])", forKey: .email)
        } else {
            try container.encode("***", forKey: .email)
        }
    }
}
