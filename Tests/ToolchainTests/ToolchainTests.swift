import Foundation
import Testing
import Sandbox
import Toolchain

@Suite("Compiler wrapper", .tags(.slow))
struct ToolchainTests {
    func write(_ name: String, _ contents: String) throws -> String {
        let path = Fixtures.directory + "/" + name
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("swiftc is found and reports its version")
    func locateAndVersion() throws {
        let compiler = try SwiftCompiler.locate()
        #expect(compiler.path.hasSuffix("swiftc"))
        let version = try compiler.version()
        #expect(version.hasPrefix("Swift version ") || version.contains("Swift version "), "got \(version)")
        #expect(!version.contains("\n"))
    }

    @Test("a type error is reported at its file, line and column")
    func typeError() throws {
        let source = try write("TypeError.swift", """
            struct Book { var title: String }

            let count: Int = "three"
            print(Book(title: "Dune"), count)

            """)
        let result = try SwiftCompiler.locate().compile(CompileRequest(
            sources: [source], output: Fixtures.directory + "/type-error", moduleName: "TypeError"
        ))
        #expect(!result.succeeded)
        #expect(!result.timedOut)
        #expect(!FileManager.default.fileExists(atPath: Fixtures.directory + "/type-error"))
        let error = try #require(result.errors.first, "raw output: \(result.rawOutput)")
        #expect(error.file == source)
        #expect(error.line == 3)
        #expect(error.column == 18)
        #expect(error.message == "cannot convert value of type 'String' to specified type 'Int'")
        #expect(error.excerpt.first == "let count: Int = \"three\"")
        #expect(error.excerpt.dropFirst().first?.trimmingCharacters(in: .whitespaces).hasPrefix("^") == true)
        #expect(result.errors.count == 1)
    }

    @Test("warnings are parsed and do not fail the build")
    func warnings() throws {
        let source = try write("Warnings.swift", """
            func total() -> Int {
                var unused = 4
                return 2
            }
            print(total())

            """)
        let output = Fixtures.directory + "/warnings"
        let result = try SwiftCompiler.locate().compile(CompileRequest(sources: [source], output: output, moduleName: "Warnings"))
        #expect(result.succeeded, "raw output: \(result.rawOutput)")
        #expect(FileManager.default.isExecutableFile(atPath: output))
        let warning = try #require(result.warnings.first)
        #expect(warning.file == source)
        #expect(warning.line == 2)
        #expect(warning.column == 9)
        #expect(warning.message.contains("variable 'unused' was never used"))
        #expect(result.errors.isEmpty)
    }

    @Test("libraries, search paths and language mode reach the command line")
    func commandLine() throws {
        let compiler = SwiftCompiler(path: "/usr/bin/swiftc")
        let args = compiler.arguments(for: CompileRequest(
            sources: ["/a/main.swift", "/a/b.swift"], output: "/out/prog", moduleName: "Prog",
            swiftLanguageVersion: "6", includePaths: ["/inc"], libraryPaths: ["/libs"], libraries: ["CourseSupport"]
        ))
        #expect(args.starts(with: ["-wmo", "-Onone", "-diagnostic-style", "llvm", "-swift-version", "6", "-module-name", "Prog"]))
        #expect(args.contains("-lCourseSupport"))
        #expect(args.suffix(4) == ["/a/main.swift", "/a/b.swift", "-o", "/out/prog"])
        let rpath = args.indices.contains { i in i + 5 < args.count && args[i...(i + 5)] == ["-L", "/libs", "-Xlinker", "-rpath", "-Xlinker", "/libs"] }
        #expect(rpath)
        #expect(args.contains("/inc"))
    }

    @Test("a compile that outlives its timeout is stopped and reported")
    func timeout() throws {
        let body = (0..<6000).map { "func f\($0)(_ x: Int) -> Int { return x &+ \($0) }" }.joined(separator: "\n")
        let marker = "SlowToCompile\(getpid())"
        let source = try write("\(marker).swift", body + "\nprint(f1(1))\n")
        let start = Date()
        let result = try SwiftCompiler.locate().compile(CompileRequest(
            sources: [source], output: Fixtures.directory + "/slow", moduleName: "Slow", timeoutSeconds: 1.5
        ))
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.timedOut)
        #expect(!result.succeeded)
        // 1.5 s of its own time: later on a busy machine, never past the backstop.
        #expect(elapsed >= 1.5 && elapsed < 1.5 * Limits.backstopFactor + 3, "stopped after \(elapsed) s")
        #expect(result.errors.contains { $0.message.contains("longer than 1.5 s") })
        // The driver and its frontend processes are gone with it (killed;
        // on a busy machine a killed process may need a moment of CPU to end).
        var left = Data()
        for _ in 0..<50 {
            left = try HostProcess.run(HostCommand(executable: "/usr/bin/pgrep", arguments: ["-f", marker], timeoutSeconds: 10)).standardOutput
            if left.isEmpty { break }
            usleep(200_000)
        }
        #expect(left.isEmpty, "still running: \(String(decoding: left, as: UTF8.self))")
    }

    @Test("a compiler that cannot start for want of processes (EAGAIN) says so, for its caller to give no verdict")
    func outOfProcesses() throws {
        let source = try write("Fine.swift", "print(1)\n")
        let compiler = try SwiftCompiler.locate()
        let result = compiler.failingToStart(errno: EAGAIN).compile(CompileRequest(sources: [source], output: Fixtures.directory + "/fine", moduleName: "Fine"))
        #expect(!result.succeeded)
        #expect(result.outOfProcesses?.contains("run out of processes (EAGAIN") == true, "\(result.outOfProcesses ?? "nil"): \(result.rawOutput)")
        #expect(result.outOfProcesses?.contains("--jobs") == true)
        // Any other failure to start is the compile's, as before.
        let missing = SwiftCompiler(path: "/nonexistent/swiftc").failingToStart(errno: ENOENT)
        #expect(missing.compile(CompileRequest(sources: [source], output: Fixtures.directory + "/fine", moduleName: "Fine")).outOfProcesses == nil)
    }

    @Test("a compiler that cannot start is a failed compile with a reason")
    func missingCompiler() {
        let result = SwiftCompiler(path: "/nonexistent/swiftc").compile(CompileRequest(
            sources: ["/x.swift"], output: "/tmp/never", moduleName: "X"
        ))
        #expect(!result.succeeded)
        #expect(result.errors.first?.message.contains("/nonexistent/swiftc") == true)
    }
}

@Suite("Diagnostic parser")
struct DiagnosticParserTests {
    @Test("located messages, notes and their excerpts")
    func located() {
        let output = """
            /w/Answer.swift:13:42: error: value of type 'Card' has no member 'manaCost'
                    return card.manaCost
                           ~~~~ ^~~~~~~~
            /w/Chapter.swift:7:9: note: 'Card' declared here
            struct Card {
                   ^
            /w/Answer.swift:20:5: warning: initialization of immutable value 'x' was never used [#no-usage]
            """
        let diagnostics = DiagnosticParser.parse(output)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0] == Diagnostic(
            file: "/w/Answer.swift", line: 13, column: 42, severity: .error,
            message: "value of type 'Card' has no member 'manaCost'",
            excerpt: ["        return card.manaCost", "               ~~~~ ^~~~~~~~"]
        ))
        #expect(diagnostics[1].severity == .note)
        #expect(diagnostics[1].file == "/w/Chapter.swift")
        #expect(diagnostics[1].excerpt.count == 2)
        #expect(diagnostics[2].severity == .warning)
        #expect(diagnostics[2].line == 20)
        #expect(diagnostics[2].excerpt.isEmpty)
    }

    @Test("messages without a place: driver, unknown file, linker")
    func unlocated() {
        let output = """
            <unknown>:0: error: error opening input file 'gone.swift' (No such file or directory)
            error: link command failed with exit code 1 (use -v to see invocation)
            /tmp/T/main-1.o:main-1.o:function main: error: undefined reference to 'nope'
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            """
        let diagnostics = DiagnosticParser.parse(output)
        #expect(diagnostics.map(\.severity) == [.error, .error, .error, .error])
        #expect(diagnostics[0].file == "<unknown>")
        #expect(diagnostics[0].line == 0)
        #expect(diagnostics[0].message == "error opening input file 'gone.swift' (No such file or directory)")
        #expect(diagnostics[1].file == "")
        #expect(diagnostics[1].message.hasPrefix("link command failed"))
        #expect(diagnostics[2].message.contains("undefined reference to 'nope'"))
        #expect(diagnostics[3].message.hasPrefix("clang: linker command failed"))
    }

    @Test("a message that itself contains ': error: ' keeps its text")
    func colonsInMessage() {
        let diagnostics = DiagnosticParser.parse("/a/b.swift:3:1: error: expected ': error: ' here\n")
        #expect(diagnostics == [Diagnostic(file: "/a/b.swift", line: 3, column: 1, severity: .error, message: "expected ': error: ' here")])
    }

    @Test("plain output is not mistaken for diagnostics")
    func noise() {
        #expect(DiagnosticParser.parse("Compiling…\nlet x = 1\n").isEmpty)
    }
}

@Suite("Compiler containment", .tags(.slow))
struct CompilerContainmentTests {
    @Test("a compile bomb ends with a memory verdict, not a full machine")
    func compileBomb() throws {
        // One array of 20,000 two-element arrays of empty literals: the type
        // checker's memory grows without bound (10 GB and more unlimited).
        let source = "let a: [[[Int]]] = [" + Array(repeating: "[[],[]]", count: 20_000).joined(separator: ",") + "]\n"
        let path = Fixtures.directory + "/CompileBomb.swift"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        var compiler = try SwiftCompiler.locate()
        compiler.limits.memoryBytes = 450 << 20
        let result = compiler.compile(CompileRequest(sources: [path], output: Fixtures.directory + "/CompileBomb", moduleName: "Bomb", timeoutSeconds: 120))
        #expect(!result.succeeded)
        #expect(result.memoryLimitExceeded, "\(result.rawOutput.prefix(500))")
        #expect(result.errors.contains { $0.message.contains("your answer makes the compiler use more than 450 MiB") }, "\(result.errors.map(\.message))")
        #expect(result.duration < 60, "took \(result.duration) s")
        #expect(!result.timedOut)
    }

    @Test("the compiler's wrapper caps memory and CPU and dies with the grader")
    func wrapper() throws {
        var compiler = try SwiftCompiler.locate()
        compiler.limits.memoryBytes = 3 << 30
        let line = compiler.containment().joined(separator: " ")
        #expect(line.contains("--as=\(3 << 30)"))
        #expect(line.contains("--cpu="))
        #if os(Linux)
        #expect(line.contains("--pdeathsig KILL"))
        #endif
        #expect(CompilerLimits.parseBytes("2G") == 2 << 30)
        #expect(CompilerLimits.parseBytes("512m") == 512 << 20)
    }

    @Test("only the first 50 errors are kept, the rest counted")
    func errorCap() {
        var many: [Diagnostic] = []
        for i in 1...2000 {
            many.append(Diagnostic(file: "a.swift", line: i, column: 1, severity: .error, message: "e\(i)"))
            many.append(Diagnostic(file: "a.swift", line: i, column: 1, severity: .note, message: "n\(i)"))
        }
        let kept = SwiftCompiler.capped(many, maxErrors: 50)
        #expect(kept.filter { $0.severity == .error }.count == 51)
        #expect(kept.last?.message.hasPrefix("1950 more errors not shown") == true)
        #expect(kept.count == 101)
    }
}

@Suite("Compile budget", .tags(.slow))
struct CompileBudgetUnitTests {
    @Test("the type checker's own limit is a quarter of the budget; past the wall clock the verdict names the budget")
    func stall() throws {
        // Mixed literal arithmetic over optionals: Swift 6.3 takes more than 40 s.
        let terms = (1...7).map { "(a ?? \($0)) * \($0) - (b ?? \($0).5) / \($0)" }.joined(separator: " + ")
        let path = Fixtures.directory + "/Stall.swift"
        try "let a: Int? = 1\nlet b: Double? = 2\nlet v = \(terms)\nprint(v)\n".write(toFile: path, atomically: true, encoding: .utf8)
        let compiler = try SwiftCompiler.locate()
        var request = CompileRequest(sources: [path], output: Fixtures.directory + "/stall", moduleName: "Stall")
        request.typeCheckBudgetSeconds = 8
        request.answerSource = path
        #expect(compiler.arguments(for: request).contains("-solver-expression-time-threshold=2"))
        let start = Date()
        let result = compiler.compile(request)
        // Within the budget's backstop (`Limits.backstopFactor` times it by the clock), however busy the machine.
        #expect(Date().timeIntervalSince(start) < 8 * Limits.backstopFactor + 5)
        #expect(!result.succeeded)
        let verdict = try #require(result.errors.first { $0.message.hasPrefix("your answer takes the compiler more than 8 s to type-check") },
                                   "\(result.errors.map(\.rendered))")
        #expect(verdict.file == path)
        if verdict.line > 0 {
            #expect(verdict.line == 3)
            #expect(result.typeCheckBudgetExceeded && !result.timedOut)
        } else {
            // Stopped by the wall clock: kept only when it was working.
            #expect(result.typeCheckBudgetExceeded == !verdict.message.contains("this machine is busy"))
            #expect(result.timedOut == !result.typeCheckBudgetExceeded)
        }
    }

    @Test("lld links when the toolchain ships it, unless WORKBOOK_LINKER says otherwise")
    func linker() throws {
        let compiler = try SwiftCompiler.locate()
        let directory = (URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        let shipsLLD = FileManager.default.isExecutableFile(atPath: directory + "/ld.lld")
        if ProcessInfo.processInfo.environment["WORKBOOK_LINKER"] == nil {
            #expect((compiler.linker == "lld") == shipsLLD)
        }
        let args = compiler.arguments(for: CompileRequest(sources: ["/a/main.swift"], output: "/out/p", moduleName: "P"))
        #expect(args.contains("-use-ld=lld") == (compiler.linker == "lld"))
    }
}
