import Files
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files someone else can plant where a command expects a file: a FIFO named `.yaml` in a
/// folder `test` walks, a FIFO given as the audit's baseline (issue 46, item 11). Each is refused
/// at once, naming it, exit 2; nothing waits for a writer.
@Suite struct PlantedInputTests {
    /// A folder holding one button description and a pipe planted at `name` beside it.
    func folderWithAButtonAndAPipe(named name: String) -> String {
        let folder = makeFolder()
        writeFile(folder + "/button.yaml", "system: ids\ncanvas: { width: 120 }\ncontent:\n  button: { label: Go, type: primary }\n")
        #expect(mkfifo(folder + "/" + name, 0o600) == 0)
        return folder
    }

    @Test func aPipeNamedLikeADescriptionIsRefusedAtOnce() {
        let folder = folderWithAButtonAndAPipe(named: "pipe.yaml")
        let (result, inTime) = finishing(within: 20, unblocking: [folder + "/pipe.yaml"]) {
            runCLI(["test", folder, "--snapshots", folder + "/Snapshots", "--record"])
        }
        #expect(inTime, "the run waited for a writer of pipe.yaml")
        #expect(result.code == 2)
        // The case's line names the file and what it is (the run's lines are its standard output).
        let said = result.stdout + result.stderr
        #expect(said.contains("pipe.yaml") && said.contains("it is a pipe, not a regular file"), "\(said)")
        #expect(fileExists(folder + "/Snapshots/button@2x.png"), "the other descriptions are still checked")
    }

    @Test func aPipeGivenAsTheBaselineIsRefusedAtOnce() {
        let folder = folderWithAButtonAndAPipe(named: "baseline.json")
        let (result, inTime) = finishing(within: 20, unblocking: [folder + "/baseline.json"]) {
            runCLI(["audit", folder, "--baseline", folder + "/baseline.json"])
        }
        #expect(inTime, "the audit waited for a writer of the baseline")
        #expect(result.code == 2)
        #expect(result.stderr.contains("baseline.json") && result.stderr.contains("it is a pipe, not a regular file"), "\(result.stderr)")
    }

    /// A String Catalog is found by convention as `Localizable.xcstrings` in the folders a run
    /// reads: a pipe planted there stops the run before anything is drawn, naming it, rather
    /// than being passed over (the run would draw its keys as written with no word why).
    @Test func aPipeNamedLikeTheStringCatalogIsRefusedAtOnce() {
        let folder = folderWithAButtonAndAPipe(named: "Localizable.xcstrings")
        let (result, inTime) = finishing(within: 20, unblocking: [folder + "/Localizable.xcstrings"]) {
            runCLI(["test", folder, "--snapshots", folder + "/Snapshots", "--record"])
        }
        #expect(inTime, "the run waited for a writer of Localizable.xcstrings")
        #expect(result.code == 2)
        #expect(result.stderr.contains(folder + "/Localizable.xcstrings") && result.stderr.contains("it is a pipe, not a regular file"), "\(result.stderr)")
        #expect(!fileExists(folder + "/Snapshots/button@2x.png"), "nothing is drawn")
    }

    /// Issue 46, item 17: a misspelt prop in `when:` listed the props but suggested none.
    @Test func aMisspeltPropInWhenGetsADidYouMean() {
        let folder = makeFolder()
        writeFile(folder + "/lib.yaml", """
            components:
              Row:
                props:
                  title: { type: string }
                  leadingIcon: { type: icon, default: null }
                body:
                  hstack:
                    children:
                      - icon: { name: $leadingIcon }
                        when: leadIcon
                      - text: $title

            """)
        writeFile(folder + "/row.yaml", "import: [lib.yaml]\nsystem: ids\ncanvas: { width: 200 }\ncontent:\n  Row: { title: Hi }\n")
        let (code, stderr, _) = runCLI(["render", folder + "/row.yaml", "-o", folder + "/out.png"])
        #expect(code == 2)
        #expect(stderr.contains(#""leadIcon" is not a prop of Row; its props are title, leadingIcon (did you mean "leadingIcon"?)"#), "\(stderr)")
    }
}
