// Reference answer, from Solutions/links-encoding/answer.swift.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString))
        }
    }
}
