// Hostile: an amount-string answer that starts 300 processes, each sleeping
// for two seconds, and writes how many it could start. A normal user's run
// has no slot uid of its own, so only the limit set inside the sandbox's
// user namespace can stop it short of the machine's last process id.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        var started = 0
        for _ in 0..<300 {
            let child = fork()
            if child == 0 {
                sleep(2)
                _exit(0)
            }
            if child > 0 { started += 1 }
        }
        var container = encoder.singleValueContainer()
        try container.encode("STARTED \(started)")
    }
}
