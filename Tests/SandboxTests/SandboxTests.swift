import Foundation
import Testing
import Sandbox
#if canImport(Glibc)
import Glibc
#endif

// Each test uses its own slot (so its own uid), so that parallel tests never
// see each other's processes. Slots 40… keep clear of a grader's 0..<jobs.

@Suite("Sandbox runs hostile programs", .tags(.slow))
struct SandboxTests {
    @Test("the sandbox is detected and says why when it is missing")
    func detection() {
        let sandbox = Sandbox.detect()
        if sandbox.isolation == .sandboxed {
            #expect(sandbox.unavailableReason == nil)
        } else {
            #expect(sandbox.unavailableReason?.isEmpty == false)
        }
    }

    @Test("the command line isolates, limits and shows only what it must", .enabled(if: isSandboxed, "needs bubblewrap"))
    func commandLine() throws {
        let program = try Fixtures.hostilePath()
        var limits = Limits()
        limits.memoryBytes = 123 << 20
        let (argv, environment) = try Sandbox.detect().commandLine(for: RunRequest(
            executable: program, readOnlyPaths: [Fixtures.directory], environment: ["K": "v"], limits: limits, slot: 3
        ))
        let line = argv.joined(separator: " ")
        if usesSlotUIDs {
            // First the run joins its slot's memory cgroup (where there is one), then drops root.
            let setprivAt = argv.firstIndex { $0.hasSuffix("setpriv") }
            #expect(setprivAt == (memoryCgroup == nil ? 0 : argv.firstIndex(of: "--reuid=\(Sandbox.uid(forSlot: 3))").map { $0 - 1 }))
            if memoryCgroup != nil {
                #expect(argv.first?.hasSuffix("sh") == true && argv.dropFirst().first == "-c")
                #expect(line.contains("/slot-\(Sandbox.physicalSlot(3))"))
            }
            #expect(line.contains("--reuid=\(Sandbox.uid(forSlot: 3)) --regid=\(Sandbox.uid(forSlot: 3)) --groups=\(Sandbox.groupID)"))
            #expect(line.contains("--nproc=64"))
        }
        #expect(line.contains("--as=\(123 << 20)"))
        #expect(line.contains("--core=0"))
        for flag in ["--unshare-all", "--die-with-parent", "--new-session", "--clearenv", "--remount-ro /", "--chdir /tmp"] {
            #expect(line.contains(flag), "missing \(flag)")
        }
        #expect(line.contains("--setenv K v"))
        #expect(line.contains("--setenv SWIFT_BACKTRACE enable=no"))
        #expect(line.contains("--ro-bind \(Fixtures.directory) \(Fixtures.directory)"))
        // The program's own directory covers the program: no second bind.
        #expect(!line.contains("--ro-bind \(program) "))
        #expect(!line.contains("/work") || Fixtures.directory.hasPrefix("/work"))
        #expect(argv.suffix(2) == ["--", program])
        #expect(environment["K"] == nil)
        #expect(throws: SandboxError.self) {
            try Sandbox.detect().commandLine(for: RunRequest(executable: program, readOnlyPaths: ["/"]))
        }
    }

    @Test("an infinite loop is stopped by the time limit, once it has had its time")
    func infiniteLoop() throws {
        let result = try runHostile("loop", slot: 40) { $0.wallClockSeconds = 2 }
        #expect(result.timedOut)
        #expect(!result.outputLimitExceeded)
        #expect(result.termination == .signaled(SIGKILL))
        // Its own time (the clock less its waiting for a CPU) reached the
        // 2 s limit, however busy the machine (then later by the clock),
        // unless it was starved past the backstop; never past that.
        if !result.starved { #expect(result.duration - result.waitedSeconds >= 2) }
        #expect(result.duration >= 2 && result.duration < 2 * Limits.backstopFactor + 3, "stopped after \(result.duration) s")
        #expect(try leftovers(slot: 40) == [])
    }

    @Test("the CPU limit stops a busy loop before the wall clock does")
    func cpuLimit() throws {
        let result = try runHostile("loop", slot: 41) { limits in
            limits.cpuSeconds = 1
            limits.wallClockSeconds = 20
        }
        #expect(!result.timedOut)
        #expect(result.termination == .signaled(SIGXCPU) || result.termination == .signaled(SIGKILL))
        // About a second of its own time (later by the clock on a busy machine).
        #expect(result.duration - result.waitedSeconds < 10)
        #expect(try leftovers(slot: 41) == [])
    }

    @Test("a print flood is cut at the output cap and killed")
    func printFlood() throws {
        let cap = 200_000
        let result = try runHostile("flood", slot: 42) { $0.outputBytes = cap }
        #expect(result.outputLimitExceeded)
        #expect(!result.timedOut)
        #expect(result.termination == .signaled(SIGKILL))
        #expect(result.standardOutput.count + result.standardError.count + result.channel.count == cap)
        #expect(text(result.standardOutput).hasPrefix(String(repeating: "x", count: 99) + "\n"))
        // Cut at once (a fraction of a second); the bound leaves room for a busy machine.
        #expect(result.duration < 15)
        #expect(try leftovers(slot: 42) == [])
    }

    @Test("fatalError shows its message and no register dump")
    func fatalErrorCrash() throws {
        let result = try runHostile("crash", slot: 43)
        #expect(result.termination == .signaled(SIGILL) || result.termination == .signaled(SIGTRAP))
        let stderr = text(result.standardError)
        #expect(stderr.contains("Fatal error: boom"))
        #expect(!stderr.contains("Registers"))
        #expect(!stderr.contains("crashed:"))
        #expect(!result.timedOut)
        #expect(try leftovers(slot: 43) == [])
    }

    @Test("unbounded recursion ends in a signal, not a hang")
    func stackOverflow() throws {
        let result = try runHostile("overflow", slot: 44)
        guard case .signaled(let signal) = result.termination else {
            Issue.record("expected a signal, got \(result.termination)")
            return
        }
        #expect(signal == SIGSEGV || signal == SIGBUS)
        #expect(!result.timedOut)
        #expect(!text(result.standardError).contains("Registers"))
        #expect(try leftovers(slot: 44) == [])
    }

    @Test("allocating and touching 6 GiB fails inside the memory limit")
    func hugeAllocation() throws {
        let result = try runHostile("alloc", slot: 45)
        #expect(result.termination != .exited(0))
        #expect(!text(result.standardOutput).contains("touched"))
        #expect(!result.timedOut)
        #expect(try leftovers(slot: 45) == [])
    }

    @Test("300 child processes: most cannot start, none survive the run",
          .enabled(if: usesSlotUIDs, "the process limit needs a uid of its own (run as root)"))
    func processFlood() throws {
        let result = try runHostile("spawn", slot: 46)
        let line = text(result.standardOutput)
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        try #require(numbers.count == 2, "unexpected output: \(line)")
        #expect(numbers[0] < 100, "started \(numbers[0]) of 300 children")
        #expect(numbers[1] > 200)
        #expect(try leftovers(slot: 46) == [])
    }

    @Test("the host's files are not there",
          .enabled(if: isSandboxed, "needs bubblewrap"))
    func hostFilesInvisible() throws {
        // The paths exist on the host (so ENOENT below means "hidden").
        let solutions = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Solutions").path
        #expect(FileManager.default.fileExists(atPath: solutions))
        #expect(FileManager.default.fileExists(atPath: "/etc/shadow"))
        let paths = [solutions, "/root", "/etc/shadow", "/etc/passwd", "/work"]
        let result = try runHostile("read", paths, slot: 47)
        #expect(result.termination == .exited(0))
        let lines = text(result.standardOutput).split(separator: "\n").map(String.init)
        #expect(lines == paths.map { "\($0): ENOENT" })

        // Bubblewrap's first process is the sandbox's pid 1: its environment
        // names nothing of the grader's working folder.
        let here = FileManager.default.currentDirectoryPath
        let dumped = try runHostile("dump", ["/proc/1/environ", "/proc/self/environ"], slot: 47)
        let seen = text(dumped.standardOutput)
        #expect(seen.contains("/proc/1/environ:\n"), "\(seen)")
        #expect(here == "/" || !seen.contains(here), "the grader's working folder \(here) is visible: \(seen)")
        #expect(!seen.contains("PWD=") || seen.split(separator: "\n").filter { $0.hasPrefix("PWD=") }.allSatisfy { $0 == "PWD=/" || $0 == "PWD=/tmp" }, "\(seen)")

        let listing = try runHostile("ls", ["/"], slot: 47)
        let names = Set(text(listing.standardOutput).dropFirst(3).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        #expect(names.isDisjoint(with: ["work", "root", "etc", "home", "var"]), "visible: \(names.sorted())")
        #expect(names.isSuperset(of: ["usr", "tmp", "proc", "dev"]))
        #expect(try leftovers(slot: 47) == [])
    }

    @Test("no network: a port the grader listens on cannot be reached",
          .enabled(if: isSandboxed, "needs bubblewrap"))
    func noNetwork() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(listener, pointer, length) == 0 && listen(listener, 4) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        try #require(bound)
        let port = UInt16(bigEndian: address.sin_port)

        let result = try runHostile("connect", [String(port)], slot: 48)
        let said = text(result.standardOutput)
        #expect(said.hasPrefix("failed:"), "the program said: \(said)")
        // And nothing arrived at the listener.
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)
        let accepted = accept(listener, nil, nil)
        #expect(accepted < 0)
        if accepted >= 0 { close(accepted) }
        #expect(try leftovers(slot: 48) == [])
    }

    @Test("ptrace and process_vm_readv are denied by the seccomp filter", .enabled(if: isSandboxed, "needs bubblewrap"))
    func ptraceDenied() throws {
        let result = try runHostile("ptrace", slot: 70)
        let out = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(out.contains("ptrace: EPERM"), "\(out)")
        #expect(out.contains("process_vm_readv: EPERM"), "\(out)")
        #expect(result.termination == .exited(0))
    }

    @Test("no nested namespaces: clone(CLONE_NEWUSER) and unshare are refused, no tmpfs of its own",
          .enabled(if: isSandboxed, "needs bubblewrap"))
    func noNestedNamespaces() throws {
        for sandbox in [Sandbox.detect(), Sandbox.detect().withoutCgroup()] {
            let result = try runHostile("nested", ["192"], slot: 65, configure: { $0.wallClockSeconds = 20 }, sandbox: sandbox)
            let out = text(result.standardOutput)
            #expect(out.contains("clone(CLONE_NEWUSER): EPERM"), "\(out)")
            #expect(out.contains("unshare: EPERM"), "\(out)")
            #expect(!out.contains("wrote"), "\(out)")
            #expect(result.termination == .exited(4), "\(result.termination) \(text(result.standardError))")
        }
    }

    @Test("bubblewrap's --disable-userns is used where this bubblewrap has it",
          .enabled(if: isSandboxed, "needs bubblewrap"))
    func disableUserNamespaces() throws {
        let help = try HostProcess.run(HostCommand(executable: "/usr/bin/env", arguments: ["bwrap", "--help"], timeoutSeconds: 10))
        let supported = text(help.standardOutput + help.standardError).contains("--disable-userns")
        let program = try Fixtures.hostilePath()
        let line = try Sandbox.detect().commandLine(for: RunRequest(executable: program, slot: 66)).arguments.joined(separator: " ")
        #expect(line.contains("--unshare-user --disable-userns") == supported, "\(line)")
    }

    @Test("without a memory cgroup, memfd_create is denied: no hoard past the memory limit",
          .enabled(if: isSandboxed, "needs bubblewrap"))
    func memfdDeniedWithoutCgroup() throws {
        let result = try runHostile("memfd", ["384"], slot: 67, configure: { limits in
            limits.memoryBytes = 256 << 20
            limits.wallClockSeconds = 20
        }, sandbox: Sandbox.detect().withoutCgroup())
        let out = text(result.standardOutput)
        #expect(out.hasPrefix("memfd_create: EPERM after 0 MiB"), "\(out) \(text(result.standardError))")
        #expect(result.termination == .exited(4))
    }

    @Test("with a memory cgroup, memfds count against the run's memory: the hoard is stopped at --memory",
          .enabled(if: isSandboxed && memoryCgroup != nil, "needs a memory cgroup (root on a cgroup v1 host, or WORKBOOK_CGROUP)"))
    func memfdCountedInCgroup() throws {
        let result = try runHostile("memfd", ["384"], slot: 68) { limits in
            limits.memoryBytes = 256 << 20
            limits.wallClockSeconds = 20
        }
        let out = text(result.standardOutput)
        #expect(!out.contains("held 384 MiB"), "\(out)")
        #expect(result.termination == .signaled(SIGKILL), "\(result.termination) \(out) \(text(result.standardError))")
        #expect(result.memoryLimitExceeded)
        #expect(!result.timedOut)
        #expect(try leftovers(slot: 68) == [])
    }

    @Test("with a memory cgroup, the memory of every process of a run adds up to --memory",
          .enabled(if: isSandboxed && memoryCgroup != nil, "needs a memory cgroup (root on a cgroup v1 host, or WORKBOOK_CGROUP)"))
    func processesShareTheMemoryLimit() throws {
        // Four children of 120 MiB each: each within the per-process limit,
        // together past the run's 256 MiB.
        let result = try runHostile("spread", ["4", "120"], slot: 69) { limits in
            limits.memoryBytes = 256 << 20
            limits.wallClockSeconds = 20
        }
        let out = text(result.standardOutput)
        #expect(!out.contains("4 of 4 children held"), "\(out)")
        #expect(result.memoryLimitExceeded, "\(out)")
        // The same run without the cgroup: every child holds its share
        // (what the per-process limits allow; docs/SECURITY.md).
        let unbounded = try runHostile("spread", ["4", "120"], slot: 69, configure: { limits in
            limits.memoryBytes = 256 << 20
            limits.wallClockSeconds = 20
        }, sandbox: Sandbox.detect().withoutCgroup())
        #expect(text(unbounded.standardOutput).contains("4 of 4 children held"), "\(text(unbounded.standardOutput))")
        #expect(try leftovers(slot: 69) == [])
    }

    @Test("the slots' cgroup folders of a grader that was killed are removed by the next",
          .enabled(if: memoryCgroup?.version == .v1, "needs the grader's own cgroup v1 memory folder (root on a cgroup v1 host)"))
    func cgroupLeftovers() throws {
        let cgroup = try #require(memoryCgroup)
        let parent = (cgroup.base as NSString).deletingLastPathComponent
        // A pid that no longer runs: a child that has been reaped.
        let child = try HostProcess.run(HostCommand(executable: "/bin/sh", arguments: ["-c", "echo $$"], timeoutSeconds: 10))
        let dead = try #require(Int32(text(child.standardOutput).trimmingCharacters(in: .whitespacesAndNewlines)))
        let leftover = parent + "/codable-workbook-\(dead)"
        try #require(mkdir(leftover, 0o755) == 0 && mkdir(leftover + "/slot-7", 0o755) == 0)
        defer { rmdir(leftover + "/slot-7"); rmdir(leftover) }
        SlotCgroup.removeLeftovers(in: parent)
        #expect(!FileManager.default.fileExists(atPath: leftover))
        // This process's own folder stays.
        #expect(FileManager.default.fileExists(atPath: cgroup.base))
    }

    @Test("the sandbox is probed once per boot: the record is used, and a changed key probes again")
    func probeOncePerBoot() throws {
        guard BootCache.directory != nil, BootCache.bootID != nil else { return }
        let name = "probe-test-\(getpid())"
        BootCache.store(["sandboxed"], name: name, key: "bwrap A")
        defer { BootCache.forget(name) }
        #expect(BootCache.load([String].self, name: name, key: "bwrap A") == ["sandboxed"])
        #expect(BootCache.load([String].self, name: name, key: "bwrap B") == nil)
        // A record someone else could have written is ignored.
        let path = BootCache.directory! + "/\(name).json"
        chmod(path, 0o644)
        #expect(BootCache.load([String].self, name: name, key: "bwrap A") == nil)
        // And this process's sandbox came from the record or a probe that wrote one.
        _ = Sandbox.detect()
        #expect(FileManager.default.fileExists(atPath: BootCache.directory! + "/sandbox-probe-v2.json"))
    }

    @Test("the seccomp program is well formed: every jump lands inside it, it ends in a return")
    func seccompProgram() throws {
        guard let program = Seccomp.program() else { return }
        #expect(program.count % 8 == 0)
        let count = program.count / 8
        let bytes = [UInt8](program)
        for index in 0..<count {
            let code = UInt16(bytes[index * 8]) | UInt16(bytes[index * 8 + 1]) << 8
            if code & 0x07 == 0x05 {   // BPF_JMP
                #expect(index + 1 + Int(bytes[index * 8 + 2]) < count)
                #expect(index + 1 + Int(bytes[index * 8 + 3]) < count)
            }
        }
        #expect(bytes[(count - 1) * 8] == 0x06 && bytes[(count - 2) * 8] == 0x06)
        // Without a memory cgroup it denies memfd_create too.
        #expect(Seccomp.deniedCalls(countedMemory: false).contains { $0.name == "memfd_create" })
        #expect(!Seccomp.deniedCalls(countedMemory: true).contains { $0.name == "memfd_create" })
        #expect(Seccomp.deniedCalls(countedMemory: true).contains { $0.name == "unshare" })
    }

    @Test("a 100 MB file cannot be written (file size limit)")
    func bigFile() throws {
        let result = try runHostile("bigfile", slot: 49)
        #expect(!text(result.standardOutput).contains("wrote 104857600"))
        #expect(result.termination == .signaled(SIGXFSZ) || result.termination == .exited(3))
        #expect(try leftovers(slot: 49) == [])
    }

    @Test("the private /tmp is size-capped", .enabled(if: isSandboxed, "needs bubblewrap"))
    func tmpfsCap() throws {
        let result = try runHostile("bigfile", ["/tmp/big.bin"], slot: 50) { limits in
            limits.fileSizeBytes = 1 << 30
            limits.tmpfsBytes = 8 << 20
        }
        #expect(result.termination == .exited(3))
        #expect(text(result.standardOutput).hasPrefix("write failed after 8388608 bytes: ENOSPC"))
        #expect(try leftovers(slot: 50) == [])
    }

    @Test("only the private /tmp is writable", .enabled(if: isSandboxed, "needs bubblewrap"))
    func readOnlyEverywhereElse() throws {
        let program = try Fixtures.hostilePath()
        let paths = ["/escape", "/dev/escape", "/dev/shm/escape", "/usr/escape", program + ".escape", "/tmp/scratch"]
        let result = try runHostile("touch", paths, slot: 61)
        let lines = text(result.standardOutput).split(separator: "\n").map(String.init)
        #expect(lines.count == paths.count)
        for (path, line) in zip(paths, lines).dropLast() {
            #expect(line == "\(path): EROFS" || line == "\(path): EACCES", "\(line)")
        }
        #expect(lines.last == "/tmp/scratch: created")
        #expect(!FileManager.default.fileExists(atPath: program + ".escape"))
    }

    @Test("a program that ignores a large input does not hurt the grader")
    func unreadInput() throws {
        let input = Data(repeating: 65, count: 4 << 20)
        let result = try runHostile("early", slot: 62, input: input)
        #expect(result.termination == .exited(0))
        #expect(!result.timedOut)
    }

    @Test("exit(0) before any result leaves the channel empty")
    func earlyExit() throws {
        let result = try runHostile("early", slot: 51)
        #expect(result.termination == .exited(0))
        #expect(result.channel.isEmpty)
        #expect(text(result.standardOutput) == "all cases passed\n")
        #expect(result.succeeded)
    }

    @Test("exit statuses come through unchanged")
    func exitStatus() throws {
        #expect(try runHostile("exitcode", ["3"], slot: 63).termination == .exited(3))
        #expect(try runHostile("exitcode", ["70"], slot: 63).termination == .exited(70))
    }

    @Test("stdin is delivered whole, fd 3 and stderr arrive intact")
    func channels() throws {
        var input = Data()
        for i in 0..<1_000_000 { input.append(UInt8(truncatingIfNeeded: i % 251)) }
        let result = try runHostile("echo", slot: 52, input: input) { $0.outputBytes = 4 << 20 }
        #expect(result.termination == .exited(0))
        #expect(result.standardOutput == Data(input.reversed()))
        var expected = [UInt8]()
        for i in 0..<200_000 { expected.append(UInt8(truncatingIfNeeded: i &* 31 &+ i / 256)) }
        #expect(result.channel == Data(expected))
        #expect(text(result.standardError) == "stderr line\n")
    }

    @Test("no input means an empty standard input, not a hang")
    func emptyInput() throws {
        let result = try runHostile("echo", slot: 64)
        #expect(result.termination == .exited(0))
        #expect(result.standardOutput.isEmpty)
        #expect(!result.timedOut)
    }

    @Test("the program sees only the environment it is given",
          .enabled(if: isSandboxed, "limits-only runs cannot hide the working directory"))
    func environment() throws {
        let result = try runHostile("env", slot: 53, environment: ["WORKBOOK_CASE": "one two"])
        let lines = Set(text(result.standardOutput).split(separator: "\n").map(String.init))
        #expect(lines.contains("WORKBOOK_CASE=one two"))
        #expect(lines.contains("SWIFT_BACKTRACE=enable=no"))
        #expect(lines.contains("cwd=/tmp"))
        #expect(!lines.contains { $0.hasPrefix("HOME=") || $0.hasPrefix("PATH=") })
        #expect(lines.count <= 5, "extra variables: \(lines.sorted())")
    }

    @Test("parallel runs in distinct slots do not disturb each other")
    func parallelSlots() throws {
        let outcomes = Mutex<[Int: Termination]>([:])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let result = try? runHostile("echo", slot: 54 + index, input: Data("run \(index)".utf8))
            if let result, text(result.standardOutput) == String("run \(index)".reversed()) {
                outcomes.withLock { $0[index] = result.termination }
            }
        }
        #expect(outcomes.withLock { $0 } == [0: .exited(0), 1: .exited(0), 2: .exited(0)])
    }

    @Test("a missing or unreadable path is a clear error, not a confusing run")
    func unreachablePaths() throws {
        let path = try Fixtures.hostilePath()
        var request = RunRequest(executable: path, readOnlyPaths: ["/nonexistent/fixtures"], slot: 57)
        #expect(throws: SandboxError.self) { try Sandbox.detect().run(request) }
        if usesSlotUIDs {
            let hidden = FileManager.default.temporaryDirectory.path + "/sandbox-private-\(getpid())"
            try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
            chmod(hidden, 0o700)
            defer { try? FileManager.default.removeItem(atPath: hidden) }
            try FileManager.default.copyItem(atPath: path, toPath: hidden + "/hostile")
            request = RunRequest(executable: hidden + "/hostile", slot: 57)
            do {
                _ = try Sandbox.detect().run(request)
                Issue.record("a program in a 0700 directory should be refused")
            } catch let error as SandboxError {
                #expect("\(error)".contains("chmod o+rx \(hidden)"))
            }
        }
    }

    @Test("limits only: the wall clock and the clean-up still hold",
          .enabled(if: usesSlotUIDs, "clean-up by uid needs root"))
    func limitsOnlyFallback() throws {
        let sandbox = Sandbox.limitsOnly(reason: "testing the fallback")
        #expect(sandbox.isolation == .limitsOnly)
        #expect(sandbox.unavailableReason == "testing the fallback")
        let loop = try runHostile("loop", slot: 58, configure: { $0.wallClockSeconds = 1 }, sandbox: sandbox)
        #expect(loop.timedOut)
        #expect(loop.isolation == .limitsOnly)
        #expect(try leftovers(slot: 58) == [])

        // The children outlive the program here (no pid namespace); the run
        // must still end promptly and take them with it.
        let spawn = try runHostile("spawn", slot: 58, sandbox: sandbox)
        #expect(text(spawn.standardOutput).hasPrefix("started"))
        #expect(spawn.duration < 5)
        #expect(try leftovers(slot: 58) == [])

        let crash = try runHostile("crash", slot: 58, sandbox: sandbox)
        #expect(crash.termination == .signaled(SIGILL) || crash.termination == .signaled(SIGTRAP))
    }

    @Test("overhead of a sandboxed run versus a direct one (reported, not asserted)")
    func overhead() throws {
        let path = try Fixtures.hostilePath()
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        var direct: [Double] = []
        var sandboxed: [Double] = []
        for _ in 0..<20 {
            let start = Date()
            let plain = try HostProcess.run(HostCommand(executable: path, arguments: ["noop"], environment: [:], timeoutSeconds: 10))
            direct.append(Date().timeIntervalSince(start))
            #expect(plain.termination == .exited(0))
            let start2 = Date()
            let boxed = try runHostile("noop", slot: 59)
            sandboxed.append(Date().timeIntervalSince(start2))
            #expect(boxed.termination == .exited(0))
        }
        let report = String(
            format: "sandbox overhead (%@): direct median %.1f ms, sandboxed median %.1f ms, overhead %.1f ms per run",
            Sandbox.detect().isolation.rawValue, median(direct) * 1000, median(sandboxed) * 1000,
            (median(sandboxed) - median(direct)) * 1000
        )
        print(report)
    }
}

/// A small lock-protected box (Synchronization.Mutex needs macOS 15).
final class Mutex<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

@Suite("Crash reports", .tags(.slow))
struct CrashReportTests {
    let sample = """
        Answer/Answer.swift:12: Fatal error: Index out of range
        Current stack trace:
        0    libswiftCore.so                    0x00007f5278f5f130 swift_reportError + 33
        1    libswiftCore.so                    0x00007f5279312b60 _swift_stdlib_reportFatalErrorInFile + 109
        4    Prog                               0x0000557ad499065e <unavailable> + 22110

        """

    @Test("the stack trace is dropped, the message kept")
    func trims() {
        #expect(CrashReport.withoutStackTrace(sample) == "Answer/Answer.swift:12: Fatal error: Index out of range\n")
        #expect(CrashReport.withoutStackTrace("plain\ntext\n") == "plain\ntext\n")
    }

    @Test("the fatal error's place and message are read")
    func reads() {
        #expect(CrashReport.fatalError(in: sample) == .init(file: "Answer/Answer.swift", line: 12, message: "Index out of range"))
        #expect(CrashReport.fatalError(in: "Fatal error: failed to allocate 8 bytes\n") == .init(file: "", line: 0, message: "failed to allocate 8 bytes"))
        #expect(CrashReport.fatalError(in: "all fine\n") == nil)
    }

    @Test("a real crash, trimmed, is one line")
    func realCrash() throws {
        let result = try runHostile("crash", slot: 60)
        let trimmed = CrashReport.withoutStackTrace(text(result.standardError))
        #expect(trimmed.hasSuffix("Fatal error: boom\n"))
        #expect(trimmed.split(separator: "\n").count == 1, "got: \(trimmed)")
        let fatal = CrashReport.fatalError(in: text(result.standardError))
        #expect(fatal?.message == "boom")
        #expect(fatal?.line ?? 0 > 0)
    }
}
