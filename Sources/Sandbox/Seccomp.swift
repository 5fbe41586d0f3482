import Foundation

/// The classic BPF program bubblewrap installs with `--seccomp FD` in every
/// sandboxed run. It returns EPERM for:
/// - the system calls that let one process read or steer another (ptrace,
///   process_vm_readv/writev) and kernel interfaces no answer needs
///   (perf_event_open, userfaultfd, io_uring);
/// - every way into a new namespace or mount: `unshare`, `setns`, `clone`
///   with a `CLONE_NEW*` flag, `mount` and the new mount API, `pivot_root`
///   (`clone3`, whose flags a filter cannot read, says ENOSYS, so the C
///   library falls back to `clone`);
/// - unless the run's memory is counted by a cgroup (`countedMemory`):
///   `memfd_create`, `memfd_secret` and SysV `shmget`, memory that is not
///   address space until mapped and so escapes RLIMIT_AS.
/// A system call of another ABI (i386, x32) is denied whole.
public enum Seccomp {
    typealias Call = (name: String, number: UInt32)

    /// Always denied, by name, with this architecture's numbers.
    public static let denied: [(name: String, number: UInt32)] = {
        #if arch(x86_64)
        return [("ptrace", 101), ("process_vm_readv", 310), ("process_vm_writev", 311),
                ("perf_event_open", 298), ("userfaultfd", 323),
                ("io_uring_setup", 425), ("io_uring_enter", 426), ("io_uring_register", 427),
                ("unshare", 272), ("setns", 308), ("mount", 165), ("umount2", 166), ("pivot_root", 155),
                ("open_tree", 428), ("move_mount", 429), ("fsopen", 430), ("fsconfig", 431),
                ("fsmount", 432), ("fspick", 433), ("mount_setattr", 442)]
        #elseif arch(arm64)
        return [("ptrace", 117), ("process_vm_readv", 270), ("process_vm_writev", 271),
                ("perf_event_open", 241), ("userfaultfd", 282),
                ("io_uring_setup", 425), ("io_uring_enter", 426), ("io_uring_register", 427),
                ("unshare", 97), ("setns", 268), ("mount", 40), ("umount2", 39), ("pivot_root", 41),
                ("open_tree", 428), ("move_mount", 429), ("fsopen", 430), ("fsconfig", 431),
                ("fsmount", 432), ("fspick", 433), ("mount_setattr", 442)]
        #else
        return []
        #endif
    }()

    /// Denied unless a memory cgroup counts the run's memory.
    public static let uncountedMemory: [(name: String, number: UInt32)] = {
        #if arch(x86_64)
        return [("memfd_create", 319), ("memfd_secret", 447), ("shmget", 29)]
        #elseif arch(arm64)
        return [("memfd_create", 279), ("memfd_secret", 447), ("shmget", 194)]
        #else
        return []
        #endif
    }()

    #if arch(x86_64)
    static let cloneNumber: UInt32 = 56
    #elseif arch(arm64)
    static let cloneNumber: UInt32 = 220
    #else
    static let cloneNumber: UInt32 = 0
    #endif
    static let clone3Number: UInt32 = 435

    /// CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC |
    /// CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET (clone's first argument).
    static let namespaceFlags: UInt32 = 0x0002_0000 | 0x0200_0000 | 0x0400_0000 | 0x0800_0000
        | 0x1000_0000 | 0x2000_0000 | 0x4000_0000

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
    static let jsetK: UInt16 = 0x45      // BPF_JMP | BPF_JSET | BPF_K
    static let retK: UInt16 = 0x06       // BPF_RET | BPF_K
    static let allow: UInt32 = 0x7FFF_0000
    static let denyEPERM: UInt32 = 0x0005_0000 | UInt32(EPERM)    // SECCOMP_RET_ERRNO
    static let denyENOSYS: UInt32 = 0x0005_0000 | UInt32(ENOSYS)

    /// The system calls the program for `countedMemory` denies.
    public static func deniedCalls(countedMemory: Bool) -> [(name: String, number: UInt32)] {
        denied + (countedMemory ? [] : uncountedMemory)
    }

    /// The program as bubblewrap reads it: `struct sock_filter` entries
    /// (u16 code, u8 jt, u8 jf, u32 k, native byte order). nil on an
    /// architecture without a filter.
    public static func program(countedMemory: Bool = false) -> Data? {
        guard let arch = auditArch, !denied.isEmpty else { return nil }
        let calls = deniedCalls(countedMemory: countedMemory)
        // Layout, with symbolic targets resolved below:
        //   ld arch; jeq arch else DENY; ld nr; [x86_64: jge x32 bit → DENY]
        //   jeq nr → DENY, one per denied call; jeq clone3 → ENOSYS;
        //   jeq clone → CLONE; ret allow
        //   CLONE: ld args[0] (low word); jset namespace flags → DENY; ret allow
        //   DENY: ret EPERM; ENOSYS: ret ENOSYS
        // (Classic BPF jumps only forward.)
        enum Target { case next, deny, enosys, clone }
        var body: [(code: UInt16, jt: Target, jf: Target, k: UInt32, label: Target?)] = []
        body.append((ldAbsW, .next, .next, 4, nil))           // seccomp_data.arch
        body.append((jeqK, .next, .deny, arch, nil))
        body.append((ldAbsW, .next, .next, 0, nil))           // seccomp_data.nr
        #if arch(x86_64)
        body.append((jgeK, .deny, .next, 0x4000_0000, nil))   // __X32_SYSCALL_BIT
        #endif
        for call in calls { body.append((jeqK, .deny, .next, call.number, nil)) }
        body.append((jeqK, .enosys, .next, clone3Number, nil))
        body.append((jeqK, .clone, .next, cloneNumber, nil))
        body.append((retK, .next, .next, allow, nil))
        body.append((ldAbsW, .next, .next, 16, .clone))       // seccomp_data.args[0], low 32 bits (little endian)
        body.append((jsetK, .deny, .next, namespaceFlags, nil))
        body.append((retK, .next, .next, allow, nil))
        body.append((retK, .next, .next, denyEPERM, .deny))
        body.append((retK, .next, .next, denyENOSYS, .enosys))

        func index(of target: Target, from position: Int) -> UInt8 {
            if case .next = target { return 0 }
            let destination = body.firstIndex { $0.label == target }!
            return UInt8(destination - position - 1)
        }
        var data = Data()
        for (position, entry) in body.enumerated() {
            let instruction = Instruction(code: entry.code, jt: index(of: entry.jt, from: position), jf: index(of: entry.jf, from: position), k: entry.k)
            withUnsafeBytes(of: instruction.code) { data.append(contentsOf: $0) }
            data.append(instruction.jt)
            data.append(instruction.jf)
            withUnsafeBytes(of: instruction.k) { data.append(contentsOf: $0) }
        }
        return data
    }
}
