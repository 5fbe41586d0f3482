// exercise: kebab-strategy
// Tries to get past the run's limits before answering: a user + mount
// namespace of its own (for a tmpfs the /tmp cap does not cover) and
// memfds (memory that is not address space). Without a memory cgroup both
// must be refused; the answer then stops with what it found.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

private let findings: String = {
    typealias RawSyscall = @convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int
    let rawSyscall = unsafeBitCast(dlsym(nil, "syscall")!, to: RawSyscall.self)
    #if arch(x86_64)
    let unshareNumber = 272
    #else
    let unshareNumber = 97
    #endif
    func name(_ code: Int32) -> String { code == EPERM ? "EPERM" : code == ENOSPC ? "ENOSPC" : "errno \(code)" }
    let unshared = rawSyscall(unshareNumber, 0x1000_0000 | 0x0002_0000, 0, 0, 0, 0, 0)
    let nested = unshared == 0 ? "LEAKED a namespace" : name(errno)
    typealias MemfdCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
    let memfdCreate = unsafeBitCast(dlsym(nil, "memfd_create")!, to: MemfdCreate.self)
    let fd = memfdCreate("hoard", 0)
    let memfd = fd >= 0 ? "LEAKED a memfd" : name(errno)
    return "limits held: unshare \(nested), memfd_create \(memfd)"
}()

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { _ in
        fatalError(findings)
    }
}
