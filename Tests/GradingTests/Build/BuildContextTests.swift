import Foundation
@testable import Grading
import Testing

/// What `BuildContext` reads from a program's texts.
@Suite("Build context")
struct BuildContextTests {
    @Test("a text mentions a phrase wherever it stands, and only when all of it is there")
    func mentions() {
        #expect(BuildContext.mentions("import Crypto", in: "import Foundation\nimport Crypto\n"))
        #expect(BuildContext.mentions("import Crypto", in: "import Crypto"))
        #expect(BuildContext.mentions("import Crypto", in: "// é ü\u{0}ii import Crypto"))
        #expect(!BuildContext.mentions("import Crypto", in: "import Crypt"))
        #expect(!BuildContext.mentions("import Crypto", in: "import CryptKit\nimport crypto\n"))
        #expect(!BuildContext.mentions("import Crypto", in: ""))
        #expect(BuildContext.mentions("", in: "anything"))
    }
}
