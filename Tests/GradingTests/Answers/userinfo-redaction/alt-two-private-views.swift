// expect-pass
import Foundation

// Two small views, each with a synthesized Encodable; encode(to:) hands the
// encoder to the one that applies.
private struct StaffView: Encodable {
    let name: String
    let email: String
    let phone: String
    let balanceCents: Int
    let notes: [String]
}

private struct PartnerView: Encodable {
    let name: String
    let email: String

    init(name: String, fullEmail: String) {
        self.name = name
        let pieces = fullEmail.components(separatedBy: "@")
        if pieces.count > 1, let initial = pieces[0].first {
            email = String(initial) + "***@" + pieces.dropFirst().joined(separator: "@")
        } else {
            email = "***"
        }
    }
}

extension AccountSummary: Encodable {
    func encode(to encoder: Encoder) throws {
        switch encoder.userInfo[.audience] {
        case let audience as Audience where audience == .staff:
            try StaffView(name: name, email: email, phone: phone, balanceCents: balanceCents, notes: notes)
                .encode(to: encoder)
        default:
            try PartnerView(name: name, fullEmail: email).encode(to: encoder)
        }
    }
}
