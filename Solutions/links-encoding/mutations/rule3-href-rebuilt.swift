// breaks: rule 3
// The reference answer, but each href is rebuilt from the scheme, host and
// path, losing the port and the query (rule 3: its absoluteString).
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    private func written(_ url: URL) -> String {
        "\(url.scheme ?? "https")://\(url.host ?? "")\(url.path)"
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: written(selfLink.url)))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: written(plants.url)))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: written(sensors.url)))
        }
    }
}
