// expect-pass
import Foundation

extension String {
    /// The partner view's email: "x***@domain", or "***".
    fileprivate var partnerMasked: String {
        guard let at = range(of: "@"), at.lowerBound > startIndex else { return "***" }
        return String(self[startIndex]) + "***" + self[at.lowerBound...]
    }
}

extension AccountSummary: Encodable {
    enum CodingKeys: String, CodingKey {
        case name
        case email
        case phone
        case balanceCents
        case notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let audience = encoder.userInfo[.audience] as? Audience
        switch audience {
        case .staff?:
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
            try container.encode(phone, forKey: .phone)
            try container.encode(balanceCents, forKey: .balanceCents)
            try container.encode(notes, forKey: .notes)
        case .partner?, nil:
            try container.encode(name, forKey: .name)
            try container.encode(email.partnerMasked, forKey: .email)
        }
    }
}
