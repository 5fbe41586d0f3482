// style: Scanner for the mask (no skipped characters); guard/early exits
import Foundation

private func partnerVisibleEmail(_ email: String) -> String {
    let scanner = Scanner(string: email)
    scanner.charactersToBeSkipped = nil
    guard let local = scanner.scanUpToString("@"),
          let first = local.first,
          !scanner.isAtEnd else {
        return "***"
    }
    let domainAndAt = String(email[scanner.currentIndex...])
    return "\(first)***\(domainAndAt)"
}

extension AccountSummary: Encodable {
    private enum OutputKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: OutputKeys.self)
        try container.encode(name, forKey: .name)
        guard let audience = encoder.userInfo[.audience] as? Audience, audience == .staff else {
            try container.encode(partnerVisibleEmail(email), forKey: .email)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }
}
