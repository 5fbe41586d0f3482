// expect-fail: query and port kept
// Rebuilds each href from scheme, host and path, losing the port and the query.
import Foundation

extension Bed.Links: Encodable {
    private struct Pair: Encodable {
        let rel: String
        let href: String
    }

    private func text(_ url: URL) -> String {
        "\(url.scheme ?? "https")://\(url.host ?? "")\(url.path)"
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Pair(rel: Bed.Rel.selfLink.stringValue, href: text(selfLink.url)))
        try list.encode(Pair(rel: Bed.Rel.plants.stringValue, href: text(plants.url)))
        if let sensors = sensors {
            try list.encode(Pair(rel: Bed.Rel.sensors.stringValue, href: text(sensors.url)))
        }
    }
}
