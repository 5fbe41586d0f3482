import Foundation
import Testing
@testable import Sandbox
@testable import Toolchain

/// Links without the driver (`LinkPlan`): the driver's printout read right,
/// anything unexpected refused, and a program linked from the plan the same
/// as one the driver links.
@Suite("Link plans")
struct LinkPlanTests {
    static let printout = """
        /opt/swift/usr/bin/swift-autolink-extract /workbook-link-objects/object-1.o /workbook-link-objects/object-2.o -o /workbook-link-objects/Exercise.autolink
        /opt/swift/usr/bin/clang -fuse-ld=lld -pie /opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o /workbook-link-objects/object-1.o /workbook-link-objects/object-2.o @/workbook-link-objects/Exercise.autolink -L '/x y/lib' -lCourseSupport -o /workbook-link-output/program

        """

    @Test("the driver's printout becomes commands with a link's own objects, output and folders")
    func substitution() throws {
        let plan = try #require(LinkPlan.parse(printout: Self.printout, temporaryDirectory: "/tmp/grader"))
        let commands = plan.commands(objects: ["/c/p/sources/answer.o", "/c/objects/Book.o", "/c/kit/main.o"], output: "/c/p/program.staging")
        #expect(commands == [
            ["/opt/swift/usr/bin/swift-autolink-extract", "/c/p/sources/answer.o", "/c/objects/Book.o", "/c/kit/main.o", "-o", "/c/p/sources/Exercise.autolink"],
            ["/opt/swift/usr/bin/clang", "-fuse-ld=lld", "-pie", "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o",
             "/c/p/sources/answer.o", "/c/objects/Book.o", "/c/kit/main.o", "@/c/p/sources/Exercise.autolink",
             "-L", "/x y/lib", "-lCourseSupport", "-o", "/c/p/program.staging"],
        ])
    }

    @Test("a printout of another shape gives no plan (the link goes through the driver)")
    func refusals() {
        // A stand-in left where a link's own path cannot go.
        #expect(LinkPlan.parse(printout: Self.printout + "/usr/bin/true /workbook-link-objects/object-1.o\n", temporaryDirectory: nil) == nil)
        // A temporary file of the driver's.
        #expect(LinkPlan.parse(printout: Self.printout.replacingOccurrences(of: "-pie", with: "/tmp/grader/TemporaryDirectory.x/a.o"), temporaryDirectory: "/tmp/grader") == nil)
        // A relative program, shell syntax, an unterminated quote, nothing at all.
        #expect(LinkPlan.parse(printout: "clang /workbook-link-objects/object-1.o /workbook-link-objects/object-2.o -o /workbook-link-output/program", temporaryDirectory: nil) == nil)
        #expect(LinkPlan.parse(printout: "/bin/clang $(id) /workbook-link-objects/object-1.o /workbook-link-objects/object-2.o -o /workbook-link-output/program", temporaryDirectory: nil) == nil)
        #expect(LinkPlan.parse(printout: "/bin/clang 'a /workbook-link-objects/object-1.o /workbook-link-objects/object-2.o -o /workbook-link-output/program", temporaryDirectory: nil) == nil)
        #expect(LinkPlan.parse(printout: "", temporaryDirectory: nil) == nil)
        // No command writes the output.
        #expect(LinkPlan.parse(printout: "/bin/ld /workbook-link-objects/object-1.o /workbook-link-objects/object-2.o\n", temporaryDirectory: nil) == nil)
    }

    @Test("shell words: quotes and escapes as a shell reads them")
    func shellWords() {
        #expect(ShellWords.split(#"a 'b c' "d \"e\" \\f" g\ h"#) == ["a", "b c", #"d "e" \f"#, "g h"])
        #expect(ShellWords.split("a  b\t c") == ["a", "b", "c"])
        #expect(ShellWords.split("a | b") == nil)
        #expect(ShellWords.split(#""$HOME""#) == nil)
    }

    @Test("a program linked from the plan runs as the one the driver links", .tags(.slow))
    func sameProgram() throws {
        let compiler = try SwiftCompiler.locate()
        let folder = Fixtures.directory + "/link-plan-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/sources", withIntermediateDirectories: true)
        let main = folder + "/sources/main.swift"
        let book = folder + "/sources/Book.swift"
        try "import Foundation\nprint(Book(title: \"Dune\").line, Date(timeIntervalSince1970: 0).timeIntervalSince1970)\n".write(toFile: main, atomically: true, encoding: .utf8)
        try "struct Book { var title: String\n var line: String { \"Book: \\(title)\" } }\n".write(toFile: book, atomically: true, encoding: .utf8)
        var objects = CompileRequest(sources: [main, book], output: "", moduleName: "Demo")
        objects.frontendPrimaries = [(main, folder + "/sources/main.o"), (book, folder + "/sources/Book.o")]
        let compiled = compiler.compile(objects)
        #expect(compiled.succeeded, "\(compiled.rawOutput)")

        let link = CompileRequest(sources: [folder + "/sources/main.o", folder + "/sources/Book.o"], output: folder + "/planned", moduleName: "Demo")
        let plan = try #require(compiler.linkPlan(for: link, environment: ProcessInfo.processInfo.environment),
                                "the driver of this toolchain should give a plan")
        #expect(plan.commands.count == 2)
        let planned = compiler.compile(link)
        #expect(planned.succeeded, "\(planned.rawOutput)")
        var direct = link
        direct.output = folder + "/driver"
        let viaDriver = try HostProcess.run(HostCommand(executable: compiler.path, arguments: compiler.arguments(for: direct), timeoutSeconds: 120))
        #expect(viaDriver.termination == .exited(0))
        let outputs = try [folder + "/planned", folder + "/driver"].map { program in
            String(decoding: try HostProcess.run(HostCommand(executable: program, timeoutSeconds: 30)).standardOutput, as: UTF8.self)
        }
        #expect(outputs[0] == "Book: Dune 0.0\n")
        #expect(outputs[0] == outputs[1])

        // A missing symbol is named in the linker's output (what the grader
        // reads to say what an answer lacks), as through the driver.
        let lonely = CompileRequest(sources: [folder + "/sources/main.o"], output: folder + "/lonely", moduleName: "Demo")
        let failed = compiler.compile(lonely)
        #expect(!failed.succeeded)
        #expect(failed.rawOutput.contains("undefined symbol: $s4Demo4BookV"), "\(failed.rawOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/lonely"))
    }
}
