// style: if case with an optional pattern; guard/early exit; split(maxSplits:)
import Foundation

extension AccountSummary: Encodable {
    enum CodingKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)

        guard case .staff? = encoder.userInfo[.audience] as? Audience else {
            try container.encode(Self.masked(email), forKey: .email)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }

    private static func masked(_ address: String) -> String {
        let parts = address.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts[0].first else { return "***" }
        return "\(first)***@\(parts[1])"
    }
}
