// style: static stored dictionary of closures keyed by Bool; Set of keys
import Foundation

extension AccountSummary: Encodable {
    private enum AccountKey: String, CodingKey, CaseIterable {
        case name, email, phone, balanceCents, notes
    }

    private typealias Writer = (AccountSummary, inout KeyedEncodingContainer<AccountKey>) throws -> Void

    /// The keys each view may write.
    private static let visibleKeys: [Bool: Set<AccountKey>] = [
        true: Set(AccountKey.allCases),
        false: [.name, .email],
    ]

    private static let writers: [AccountKey: Writer] = [
        .name: { s, c in try c.encode(s.name, forKey: .name) },
        .email: { s, c in try c.encode(s.email, forKey: .email) },
        .phone: { s, c in try c.encode(s.phone, forKey: .phone) },
        .balanceCents: { s, c in try c.encode(s.balanceCents, forKey: .balanceCents) },
        .notes: { s, c in try c.encode(s.notes, forKey: .notes) },
    ]

    func encode(to encoder: Encoder) throws {
        let staff = encoder.userInfo[.audience] as? Audience == .staff
        let shown = staff ? self : AccountSummary(
            name: name, email: Self.partnerMask(email), phone: phone,
            balanceCents: balanceCents, notes: notes)
        var container = encoder.container(keyedBy: AccountKey.self)
        for key in AccountKey.allCases where Self.visibleKeys[staff, default: []].contains(key) {
            try Self.writers[key]?(shown, &container)
        }
    }

    private static func partnerMask(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@"), let first = email.first, first != "@" else { return "***" }
        return String(first) + "***" + email[at...]
    }
}
