// exercise: mana-decoding
// expect: failed
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        // The grading test listens on this port of the host while the answer runs.
        address.sin_port = in_port_t(UInt16(47613).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        print(connected == 0 ? "CONNECTED" : "no network")
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "network probe"))
    }
}
