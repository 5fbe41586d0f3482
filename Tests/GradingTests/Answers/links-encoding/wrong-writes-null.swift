// expect-fail: no sensors
// Encodes the optional sensors link as it is, so a bed without sensors gets a null in its list.
import Foundation

extension Bed.Links: Encodable {
    private struct Pair: Encodable {
        let rel: String
        let href: URL
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Pair(rel: "self", href: selfLink.url))
        try list.encode(Pair(rel: "plants", href: plants.url))
        try list.encode(sensors.map { Pair(rel: "sensors", href: $0.url) })
    }
}
