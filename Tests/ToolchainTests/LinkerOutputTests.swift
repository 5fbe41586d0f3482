import Testing
import Toolchain

@Suite("What a linker's output says")
struct LinkerOutputTests {
    @Test func undefinedSwiftSymbolsInOrderOnceEach() {
        let gnu = """
        /usr/bin/ld: answer.o: in function `$s8Exercise4mainyyF':
        answer.o:(.text+0x1c): undefined reference to '$s8Exercise4BookV5titleSSvg'
        answer.o:(.text+0x3c): undefined reference to '$s8Exercise4BookV5titleSSvg'
        answer.o:(.text+0x5c): undefined reference to 'printf'
        """
        #expect(LinkerOutput.missingSymbols(in: gnu) == ["$s8Exercise4BookV5titleSSvg"])
        let lld = "ld.lld: error: undefined symbol: $s8Exercise5ShelfV5booksSayAA4BookVGvg\n>>> referenced by harness.swift\nld.lld: error: undefined symbol: $s8Exercise4BookV4pageSivg"
        #expect(LinkerOutput.missingSymbols(in: lld) == ["$s8Exercise5ShelfV5booksSayAA4BookVGvg", "$s8Exercise4BookV4pageSivg"])
    }

    @Test func nothingUndefinedNothingFound() {
        #expect(LinkerOutput.missingSymbols(in: "").isEmpty)
        #expect(LinkerOutput.missingSymbols(in: "undefined reference to '$s'").isEmpty)
    }

    @Test func aSymbolMentionsAModuleAsTheManglingSpellsIt() {
        #expect(LinkerOutput.mentionsModule("Exercise", in: "$s8Exercise4BookV5titleSSvg"))
        // An extension of Array declared in the module.
        #expect(LinkerOutput.mentionsModule("Exercise", in: "$sSa8ExerciseE5totalSivg"))
        #expect(!LinkerOutput.mentionsModule("Exercise", in: "$s7Harness4mainyyF"))
        // The name without its length is not the module.
        #expect(!LinkerOutput.mentionsModule("Exercise", in: "$s4Main8Exercisx4BookV"))
        #expect(!LinkerOutput.mentionsModule("Exercise", in: "_ZN8Exercise4mainEv"))
        #expect(!LinkerOutput.mentionsModule("", in: "$s8Exercise4BookV"))
    }
}
