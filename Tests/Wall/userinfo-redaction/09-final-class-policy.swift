// style: final class as a redaction policy; static stored cache; lazy
import Foundation

/// Decides, once per encoder, what a summary may show.
private final class SummaryPolicy {
    let showsEverything: Bool

    init(userInfo: [CodingUserInfoKey: Any]) {
        if case let audience as Audience = userInfo[.audience] {
            showsEverything = audience == .staff
        } else {
            showsEverything = false
        }
    }

    static let asterisks = "***"

    func email(_ value: String) -> String {
        if showsEverything { return value }
        let local = value.lazy.prefix { $0 != "@" }
        guard let initial = local.first, local.count < value.count else { return Self.asterisks }
        return String(initial) + Self.asterisks + value.dropFirst(local.count)
    }
}

extension AccountSummary: Encodable {
    private enum Field: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        let policy = SummaryPolicy(userInfo: encoder.userInfo)
        var container = encoder.container(keyedBy: Field.self)
        try container.encode(name, forKey: .name)
        try container.encode(policy.email(email), forKey: .email)
        guard policy.showsEverything else { return }
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }
}
