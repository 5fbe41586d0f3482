import Foundation

/// The keys that decide which kind of staff member a record describes.
///
/// Only these two are listed, so a keyed container built with this type
/// sees nothing else of the record: every other key is ignored.
private enum KindKey: String, CodingKey {
    /// Present on makers only.
    case bench
    /// Present on drivers only.
    case route
}

// count how often each of the two keys shows up (null counts too)
private func tally(_ box: KeyedDecodingContainer<KindKey>) -> (benches: Int, routes: Int) {
    let found = box.allKeys
    var nBench = 0
    var nRoute = 0
    for idx in 0..<found.count {
        if found[idx] == .bench {
            nBench = nBench + 1
        }
        if found[idx] == .route {
            nRoute = nRoute + 1
        }
    }
    return (nBench, nRoute)
}

extension StaffMember: Decodable {
    /// Decodes a maker or a driver, deciding from the record's keys.
    ///
    /// Once the kind is known, the record is read again by `Maker` or
    /// `Driver`, and whatever they throw propagates unchanged.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an
    ///   object, `DecodingError.dataCorrupted` when its kind is ambiguous or
    ///   unknown, or the error of `Maker` or `Driver`.
    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: KindKey.self)
        let counts = tally(box)
        switch (counts.benches > 0, counts.routes > 0) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: box,
                debugDescription: "A staff record must not have both \"bench\" and \"route\".")
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: box.codingPath,
                debugDescription: "A staff record needs either \"bench\" (a maker) or \"route\" (a driver)."))
        }
    }
}
