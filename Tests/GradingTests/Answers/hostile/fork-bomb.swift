// exercise: mana-decoding
// expect: processes
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        // Start 300 children that would outlive the check if they could.
        for _ in 0..<300 {
            var pid: pid_t = 0
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("600"), nil]
            _ = posix_spawn(&pid, "/bin/sleep", nil, nil, argv, nil)
        }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "spawned"))
    }
}
