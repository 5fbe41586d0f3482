import Foundation
import Sandbox
import Testing
import TestSupport
import Toolchain

/// The misbehaving program every sandbox test runs, one behaviour per
/// first argument. Compiled once per test run (Swift 5 mode, like answers).
let hostileSource = #"""
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func errnoName(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "ENOENT"
    case EACCES: return "EACCES"
    case EPERM: return "EPERM"
    case ENETUNREACH: return "ENETUNREACH"
    case ECONNREFUSED: return "ECONNREFUSED"
    case EAGAIN: return "EAGAIN"
    case EFBIG: return "EFBIG"
    case ENOSPC: return "ENOSPC"
    case ENOSYS: return "ENOSYS"
    case ENOMEM: return "ENOMEM"
    case EROFS: return "EROFS"
    default: return "errno \(code)"
    }
}

func recurse(_ n: Int) -> Int {
    var pad = (n, n, n, n)
    pad.0 += 1
    return recurse(n + 1) + pad.0
}

let args = CommandLine.arguments
let mode = args.count > 1 ? args[1] : "noop"
switch mode {
case "noop":
    break
case "loop":
    var counter: UInt64 = 0
    while true { counter &+= 1; if counter == 0 { print("wrapped") } }
case "flood":
    let line = String(repeating: "x", count: 99)
    while true { print(line) }
case "crash":
    fatalError("boom")
case "overflow":
    print(recurse(0))
case "alloc":
    let size = 6 << 30
    let p = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
    var offset = 0
    while offset < size { p.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self); offset += 4096 }
    print("touched \(size) bytes")
case "spawn":
    var started = 0, failed = 0
    for _ in 0..<300 {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("60"), nil]
        let rc = posix_spawn(&pid, "/bin/sleep", nil, nil, argv, environ)
        if rc == 0 { started += 1 } else { failed += 1 }
    }
    print("started \(started) failed \(failed)")
case "read":
    for path in args.dropFirst(2) {
        let fd = open(path, O_RDONLY)
        if fd >= 0 { print("\(path): readable"); close(fd) } else { print("\(path): \(errnoName(errno))") }
    }
case "dump":
    // Each file's bytes, NULs as newlines (an environment, a command line).
    for path in args.dropFirst(2) {
        if let data = FileManager.default.contents(atPath: path) {
            print("\(path):\n" + String(decoding: data.map { $0 == 0 ? 10 : $0 }, as: UTF8.self))
        } else {
            print("\(path): unreadable")
        }
    }
case "ptrace":
    // PTRACE_TRACEME (0) needs no other process; process_vm_readv reads
    // this very process. Both work unless a seccomp filter denies them.
    #if canImport(Glibc)
    errno = 0
    // Glibc's SYS_* macros do not reach Swift: the x86_64 and arm64 numbers.
    #if arch(x86_64)
    let ptraceNumber = 101, processVMReadv = 310
    #else
    let ptraceNumber = 117, processVMReadv = 270
    #endif
    // syscall(2) is variadic, so Swift cannot call it directly: through a
    // fixed-arity pointer (the integer arguments go in the same registers).
    typealias RawSyscall = @convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int
    let rawSyscall = unsafeBitCast(dlsym(nil, "syscall")!, to: RawSyscall.self)
    let traced = rawSyscall(ptraceNumber, 0, 0, 0, 0, 0, 0)
    print("ptrace: \(traced == 0 ? "allowed" : errnoName(errno))")
    var word: UInt64 = 42
    var copy: UInt64 = 0
    let read = withUnsafeMutablePointer(to: &word) { source in
        withUnsafeMutablePointer(to: &copy) { target in
            var local = iovec(iov_base: UnsafeMutableRawPointer(target), iov_len: 8)
            var remote = iovec(iov_base: UnsafeMutableRawPointer(source), iov_len: 8)
            return withUnsafeMutablePointer(to: &local) { localPointer in
                withUnsafeMutablePointer(to: &remote) { remotePointer in
                    rawSyscall(processVMReadv, Int(getpid()), Int(bitPattern: localPointer), 1, Int(bitPattern: remotePointer), 1, 0)
                }
            }
        }
    }
    print("process_vm_readv: \(read == 8 ? "allowed" : errnoName(errno))")
    #endif
case "connect":
    let port = UInt16(args[2])!
    let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let rc = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    print(rc == 0 ? "connected" : "failed: \(errnoName(errno))")
case "bigfile":
    let path = args.count > 2 ? args[2] : "/tmp/big.bin"
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if fd < 0 { print("open failed: \(errnoName(errno))"); exit(2) }
    let block = [UInt8](repeating: 7, count: 1 << 20)
    var written = 0
    while written < 100 << 20 {
        let n = block.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        if n <= 0 { print("write failed after \(written) bytes: \(errnoName(errno))"); exit(3) }
        written += n
    }
    print("wrote \(written) bytes")
case "early":
    print("all cases passed")
    exit(0)
case "echo":
    let input = FileHandle.standardInput.readDataToEndOfFile()
    FileHandle.standardOutput.write(Data(input.reversed()))
    var bytes = [UInt8]()
    for i in 0..<200_000 { bytes.append(UInt8(truncatingIfNeeded: i &* 31 &+ i / 256)) }
    let channel = FileHandle(fileDescriptor: 3, closeOnDealloc: false)
    channel.write(Data(bytes))
    FileHandle.standardError.write(Data("stderr line\n".utf8))
case "env":
    for (key, value) in ProcessInfo.processInfo.environment.sorted(by: { $0.key < $1.key }) { print("\(key)=\(value)") }
    print("cwd=\(FileManager.default.currentDirectoryPath)")
case "ls":
    for path in args.dropFirst(2) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["<unlistable>"]
        print("\(path): \(names.sorted().joined(separator: " "))")
    }
case "touch":
    for path in args.dropFirst(2) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd >= 0 { print("\(path): created"); close(fd) } else { print("\(path): \(errnoName(errno))") }
    }
case "memfd":
    // Holds `megabytes` in memfds of 16 MiB, written (not mapped: no address space).
    let megabytes = Int(args[2])!
    typealias MemfdCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
    let memfdCreate = unsafeBitCast(dlsym(nil, "memfd_create")!, to: MemfdCreate.self)
    let block = [UInt8](repeating: 9, count: 1 << 20)
    var held = 0
    var descriptors: [Int32] = []
    while held < megabytes {
        let fd = memfdCreate("hoard", 0)
        if fd < 0 { print("memfd_create: \(errnoName(errno)) after \(held) MiB"); exit(4) }
        descriptors.append(fd)
        for _ in 0..<16 {
            let n = block.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            if n != block.count { print("write: \(errnoName(errno)) after \(held) MiB"); exit(5) }
            held += 1
        }
    }
    print("held \(held) MiB in \(descriptors.count) memfds")
case "nested":
    // A user + mount namespace of its own, a tmpfs in it, and `megabytes` written there.
    let megabytes = Int(args[2])!
    let uid = getuid(), gid = getgid()
    #if arch(x86_64)
    let unshareNumber = 272, cloneNumber = 56
    #else
    let unshareNumber = 97, cloneNumber = 220
    #endif
    typealias RawSyscall = @convention(c) (Int, Int, Int, Int, Int, Int, Int) -> Int
    let rawSyscall = unsafeBitCast(dlsym(nil, "syscall")!, to: RawSyscall.self)
    // clone(CLONE_NEWUSER | SIGCHLD): a child in a new user namespace exits at once.
    let child = rawSyscall(cloneNumber, 0x1000_0000 | Int(SIGCHLD), 0, 0, 0, 0, 0)
    if child == 0 { exit(0) }
    print("clone(CLONE_NEWUSER): \(child > 0 ? "allowed" : errnoName(errno))")
    if child > 0 { var status: Int32 = 0; waitpid(pid_t(child), &status, 0) }
    let unshared = rawSyscall(unshareNumber, 0x1000_0000 | 0x0002_0000, 0, 0, 0, 0, 0)   // CLONE_NEWUSER | CLONE_NEWNS
    print("unshare: \(unshared == 0 ? "allowed" : errnoName(errno))")
    if unshared != 0 { exit(4) }
    func put(_ text: String, _ path: String) {
        let fd = open(path, O_WRONLY)
        if fd >= 0 { _ = text.withCString { write(fd, $0, strlen($0)) }; close(fd) }
    }
    put("deny", "/proc/self/setgroups")
    put("0 \(uid) 1", "/proc/self/uid_map")
    put("0 \(gid) 1", "/proc/self/gid_map")
    mkdir("/tmp/nested", 0o700)
    typealias Mount = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>, UInt, UnsafeRawPointer?) -> Int32
    let mountCall = unsafeBitCast(dlsym(nil, "mount")!, to: Mount.self)
    if mountCall("tmpfs", "/tmp/nested", "tmpfs", 0, "size=2g") != 0 { print("mount: \(errnoName(errno))"); exit(5) }
    let fd = open("/tmp/nested/big", O_WRONLY | O_CREAT, 0o600)
    let block = [UInt8](repeating: 7, count: 1 << 20)
    var written = 0
    while written < megabytes {
        if block.withUnsafeBytes({ write(fd, $0.baseAddress!, $0.count) }) != block.count { print("write: \(errnoName(errno)) after \(written) MiB"); exit(6) }
        written += 1
    }
    print("wrote \(written) MiB to a tmpfs of its own")
case "spread":
    // `children` processes each holding `megabytes` (touched), all at once.
    let children = Int(args[2])!, megabytes = Int(args[3])!
    var pids: [pid_t] = []
    for _ in 0..<children {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(args[0]), strdup("hold"), strdup(String(megabytes)), nil]
        if posix_spawn(&pid, args[0], nil, nil, argv, environ) == 0 { pids.append(pid) }
    }
    var held = 0
    for pid in pids {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        if status == 0 { held += 1 }
    }
    print("\(held) of \(children) children held \(megabytes) MiB each")
case "hold":
    let megabytes = Int(args[2])!
    let size = megabytes << 20
    let p = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
    var offset = 0
    while offset < size { p.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self); offset += 4096 }
    sleep(2)   // all children hold their memory at once
    exit(0)
case "exitcode":
    exit(Int32(args[2])!)
default:
    print("unknown mode \(mode)")
    exit(64)
}
"""#

/// Compiled programs shared by the tests of one run, in a directory the
/// sandbox users can read (mode 0755).
enum Fixtures {
    static let directory = RunFolder.make("sandbox-tests")

    /// Path of the compiled hostile program, or the compiler's complaint.
    static let hostile: Result<String, FixtureError> = {
        let source = directory + "/hostile.swift"
        let output = directory + "/hostile"
        do {
            try hostileSource.write(toFile: source, atomically: true, encoding: .utf8)
            let compiler = try SwiftCompiler.locate()
            let result = compiler.compile(CompileRequest(sources: [source], output: output, moduleName: "Hostile"))
            guard result.succeeded else { return .failure(FixtureError(message: result.rawOutput)) }
            return .success(output)
        } catch {
            return .failure(FixtureError(message: "\(error)"))
        }
    }()

    static func hostilePath() throws -> String { try hostile.get() }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { "could not build the hostile test program: \(message)" }
}

/// Runs the hostile program in `mode` in the detected sandbox.
func runHostile(
    _ mode: String, _ extra: [String] = [], slot: Int, input: Data = Data(),
    environment: [String: String] = [:], configure: (inout Limits) -> Void = { _ in },
    sandbox: Sandbox = Sandbox.detect()
) throws -> RunResult {
    let path = try Fixtures.hostilePath()
    var limits = Limits()
    limits.wallClockSeconds = 3
    configure(&limits)
    let request = RunRequest(
        executable: path, arguments: [mode] + extra, standardInput: input,
        readOnlyPaths: [Fixtures.directory], environment: environment, limits: limits, slot: slot
    )
    let result = try sandbox.run(request)
    // Every run ends by its backstop, however busy the machine.
    #expect(result.duration < limits.wallClockSeconds * Limits.backstopFactor + 5, "a run took \(result.duration) s")
    return result
}

/// What `pgrep -u <uid of slot>` lists: must be nothing after a run.
func leftovers(slot: Int) throws -> [String] {
    let result = try HostProcess.run(HostCommand(
        executable: "/usr/bin/pgrep", arguments: ["-a", "-u", String(Sandbox.uid(forSlot: slot))], timeoutSeconds: 10
    ))
    return String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
}

func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

let isSandboxed = Sandbox.detect().isolation == .sandboxed
let usesSlotUIDs = Sandbox.detect().usesSlotUIDs
let memoryCgroup = Sandbox.detect().cgroup
