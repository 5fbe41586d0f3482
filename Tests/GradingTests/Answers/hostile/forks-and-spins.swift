// exercise: amount-string
// expect: processes
// A fork bomb, bounded: every process forks eight times over (2^8 = 256
// processes at most, far past a run's 64), then all of them spin for 30 s.
// Its processes wait for CPUs held by each other, which the time limit does
// not count: it is stopped at the process limit, not after minutes.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        for _ in 0..<8 { _ = fork() }
        let end = Date().addingTimeInterval(30)
        while Date() < end {}
        var container = encoder.singleValueContainer()
        try container.encode("forked")
    }
}
