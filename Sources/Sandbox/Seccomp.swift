import Foundation

/// The classic BPF program bubblewrap installs with `--seccomp FD` in every
/// sandboxed run: it denies, with EPERM, the system calls that let one
/// process read or steer another (ptrace, process_vm_readv/writev) and a
/// few kernel interfaces no answer needs (perf_event_open, userfaultfd);
/// a system call of another ABI (i386, x32) is denied whole. Everything
/// else is left to the namespaces and limits.
public enum Seccomp {
    /// The denied system calls, by name, with this architecture's numbers.
    public static let denied: [(name: String, number: UInt32)] = {
        #if arch(x86_64)
        return [("ptrace", 101), ("process_vm_readv", 310), ("process_vm_writev", 311),
                ("perf_event_open", 298), ("userfaultfd", 323)]
        #elseif arch(arm64)
        return [("ptrace", 117), ("process_vm_readv", 270), ("process_vm_writev", 271),
                ("perf_event_open", 241), ("userfaultfd", 282)]
        #else
        return []
        #endif
    }()

    /// AUDIT_ARCH_* of this machine (nil: no filter is built).
    static var auditArch: UInt32? {
        #if arch(x86_64)
        return 0xC000_003E
        #elseif arch(arm64)
        return 0xC000_00B7
        #else
        return nil
        #endif
    }

    struct Instruction {
        var code: UInt16
        var jt: UInt8
        var jf: UInt8
        var k: UInt32
    }

    static let ldAbsW: UInt16 = 0x20     // BPF_LD | BPF_W | BPF_ABS
    static let jeqK: UInt16 = 0x15       // BPF_JMP | BPF_JEQ | BPF_K
    static let jgeK: UInt16 = 0x35       // BPF_JMP | BPF_JGE | BPF_K
    static let retK: UInt16 = 0x06       // BPF_RET | BPF_K
    static let allow: UInt32 = 0x7FFF_0000
    static let denyEPERM: UInt32 = 0x0005_0000 | UInt32(EPERM)   // SECCOMP_RET_ERRNO

    /// The program as bubblewrap reads it: `struct sock_filter` entries
    /// (u16 code, u8 jt, u8 jf, u32 k, native byte order). nil on an
    /// architecture without a filter.
    public static func program() -> Data? {
        guard let arch = auditArch, !denied.isEmpty else { return nil }
        var body: [Instruction] = []
        // seccomp_data: nr at offset 0, arch at offset 4.
        body.append(Instruction(code: ldAbsW, jt: 0, jf: 0, k: 4))
        let checks = denied.count
        // Layout: [0] ld arch, [1] jeq arch, [2] ld nr, [3] jge x32 bit,
        // [4 ..< 4+checks] jeq nr, [4+checks] allow, [5+checks] deny.
        let denyIndex = 5 + checks
        body.append(Instruction(code: jeqK, jt: 0, jf: UInt8(denyIndex - 2), k: arch))
        body.append(Instruction(code: ldAbsW, jt: 0, jf: 0, k: 0))
        #if arch(x86_64)
        let x32Bit: UInt32 = 0x4000_0000
        #else
        let x32Bit: UInt32 = 0xFFFF_FFFF
        #endif
        body.append(Instruction(code: jgeK, jt: UInt8(denyIndex - 4), jf: 0, k: x32Bit))
        for (offset, call) in denied.enumerated() {
            let index = 4 + offset
            body.append(Instruction(code: jeqK, jt: UInt8(denyIndex - index - 1), jf: 0, k: call.number))
        }
        body.append(Instruction(code: retK, jt: 0, jf: 0, k: allow))
        body.append(Instruction(code: retK, jt: 0, jf: 0, k: denyEPERM))
        var data = Data()
        for instruction in body {
            withUnsafeBytes(of: instruction.code) { data.append(contentsOf: $0) }
            data.append(instruction.jt)
            data.append(instruction.jf)
            withUnsafeBytes(of: instruction.k) { data.append(contentsOf: $0) }
        }
        return data
    }
}
