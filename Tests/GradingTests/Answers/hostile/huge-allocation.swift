// exercise: mana-decoding
// expect: crashed
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        // 6 GiB, touched page by page.
        let size = 6 << 30
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        var offset = 0
        while offset < size { buffer[offset] = 1; offset += 4096 }
        self.init(colors: [])
    }
}
