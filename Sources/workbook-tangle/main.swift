import Foundation
import Literate

// workbook-tangle <course-root> <Target> <output-folder> <file>...: writes the
// chapter's tangled files (the build-tool plugin's declared outputs) into the
// output folder; a file whose text is unchanged is not touched.
let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: workbook-tangle <course-root> <Target> <output-folder> <file>...\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let targetName = arguments[2]
let output = URL(fileURLWithPath: arguments[3])
let declared = Set(arguments.dropFirst(4))
do {
    let course = try Course.load(root: root)
    guard let chapter = course.chapters.first(where: { $0.targetName == targetName }) else {
        throw LiterateErrors([LiterateDiagnostic(path: "Chapters", line: 0, message: "no chapter has the target \(targetName)")])
    }
    let files = try TangledTarget(course: course, chapter: chapter).files.filter { !$0.key.hasPrefix("Resources/") }
    let made = Set(files.keys)
    guard made == declared else {
        throw LiterateErrors([LiterateDiagnostic(path: chapter.path, line: 1, message: "the build plugin expected \(declared.sorted()) but the chapter tangles \(made.sorted())")])
    }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for (name, data) in files {
        let url = output.appendingPathComponent(name)
        if (try? Data(contentsOf: url)) != data { try data.write(to: url) }
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
