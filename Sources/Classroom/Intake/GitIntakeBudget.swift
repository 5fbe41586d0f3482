/// How much of a student's `.git` may still be copied.
struct GitIntakeBudget {
    var bytes: Int
    var files: Int

    mutating func take(file: String, bytes size: Int) throws {
        guard size <= bytes else { throw GitIntakeRefusal("the repository's objects are larger than the \(GitRepositoryCopy.maximumBytes >> 20) MiB a submission can be (at \(file))") }
        guard files > 0 else { throw GitIntakeRefusal("the repository holds more than \(GitRepositoryCopy.maximumFiles) object files") }
        bytes -= size
        files -= 1
    }
}
