// style: enum with associated values for the view; switch expression (Swift 5.9)
import Foundation

extension AccountSummary: Encodable {
    private enum View {
        case full(AccountSummary)
        case redacted(name: String, email: String)
    }

    private enum Keys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    private func view(for audience: Audience?) -> View {
        switch audience {
        case .staff?: .full(self)
        case .partner?, nil: .redacted(name: name, email: Self.hideLocalPart(of: email))
        }
    }

    private static func hideLocalPart(of email: String) -> String {
        let local = email.prefix { $0 != "@" }
        let rest = email.dropFirst(local.count)
        return if let first = local.first, !rest.isEmpty { "\(first)***\(rest)" } else { "***" }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch view(for: encoder.userInfo[.audience] as? Audience) {
        case .full(let summary):
            try container.encode(summary.name, forKey: .name)
            try container.encode(summary.email, forKey: .email)
            try container.encode(summary.phone, forKey: .phone)
            try container.encode(summary.balanceCents, forKey: .balanceCents)
            try container.encode(summary.notes, forKey: .notes)
        case let .redacted(name, email):
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
        }
    }
}
