import Foundation
import Testing
import Sandbox

/// Slots are leased machine-wide: two processes never hold one slot, and a
/// lease ends with the process that held it.
@Suite("Sandbox slots are leased machine-wide")
struct SlotLeaseTests {
    static func lockDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("slot-locks-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return path
    }

    @Test("two holders of one lock directory never get the same slot")
    func exclusive() throws {
        let directory = try Self.lockDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Two tables stand for two processes: flock conflicts between
        // descriptors opened separately, even within one process.
        let first = SlotLeases(directory: directory)
        let second = SlotLeases(directory: directory)
        let a = first.physical(for: 0)
        let b = second.physical(for: 0)
        #expect(a.slot == 0 && a.isNew)
        #expect(b.slot != a.slot && b.isNew)
        // Asking again keeps the lease, and says it is not new.
        #expect(first.physical(for: 0) == (slot: a.slot, isNew: false))
        // Within one process, distinct logical slots get distinct slots.
        let c = first.physical(for: 1)
        #expect(Set([a.slot, b.slot, c.slot]).count == 3)
    }

    @Test("a slot held by another process is skipped, and free again once it ends", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func heldByAnotherProcess() throws {
        let directory = try Self.lockDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lockFile = "\(directory)/uid-\(Sandbox.uidBase).lock"
        // flock(1) holds slot 0's lock in a process of its own until told to stop.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--exclusive", lockFile, "/bin/sh", "-c", "echo held; read line"]
        let input = Pipe(), output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        _ = output.fileHandleForReading.availableData   // "held": the lock is taken
        let whileHeld = SlotLeases(directory: directory).physical(for: 0)
        #expect(whileHeld.slot != 0)
        input.fileHandleForWriting.closeFile()
        holder.waitUntilExit()
        let afterwards = SlotLeases(directory: directory).physical(for: 0)
        #expect(afterwards.slot == 0, "the lease ended with the process that held it")
    }

    @Test("without a lock directory, slots are the numbers given")
    func noDirectory() {
        let leases = SlotLeases(directory: nil)
        #expect(leases.physical(for: 7).slot == 7)
    }

    @Test("this process's runs use the slots it leased")
    func runsUseLeasedSlots() {
        let physical = Sandbox.physicalSlot(57)
        #expect(Sandbox.uid(forSlot: 57) == Sandbox.uidBase + UInt32(physical))
        if SlotLeases.shared.directory != nil {
            #expect(SlotLeases.shared.heldSlots[57] == physical)
        }
    }
}
