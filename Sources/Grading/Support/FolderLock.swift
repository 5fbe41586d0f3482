import Foundation

/// An exclusive lock on a folder of the grader's cache (`flock` on its
/// `.lock` file), so that what is built there once is built by one grader
/// while another waits, then finds it done. Held until ``release()``.
struct FolderLock {
    private let descriptor: Int32

    /// Waits for the lock of `folder`.
    init(in folder: URL) throws {
        descriptor = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw GradingError.setup("cannot create a lock in \(folder.path): check that the grader's cache folder is writable") }
        flock(descriptor, LOCK_EX)
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
