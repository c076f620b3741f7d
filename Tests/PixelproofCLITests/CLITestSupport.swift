import CommandLineSupport
import Files
import Foundation
import PixelproofCLI
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `pixelproof` in-process; returns the exit code and what it wrote to stderr and stdout
/// (captured, so the test log shows test results rather than the commands' output).
@discardableResult
func runCLI(_ arguments: [String]) -> (code: Int32, stderr: String, stdout: String) {
    let errors = Mutex<[String]>([]), output = Mutex<[String]>([])
    let sinks = Console.Sinks(output: { line in output.withLock { $0.append(line) } },
                              error: { line in errors.withLock { $0.append(line) } })
    let code = Console.$sinks.withValue(sinks) { CommandLineEntry.run(arguments) }
    return (code, errors.withLock { $0.joined(separator: "\n") }, output.withLock { $0.joined(separator: "\n") })
}

func makeFolder() -> String { madeFolder(FilePath.temporaryFolder + "/pixelproof-cli-XXXXXX") }

/// A new folder from `template` (ending in XXXXXX), removed when the test process exits.
func madeFolder(_ template: String) -> String { try! ScratchFolder.make(template) }


func writeFile(_ path: String, _ text: String) {
    let file = fopen(path, "w")!
    fputs(text, file)
    fclose(file)
}

func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, file)
        if n == 0 { break }
        bytes += buffer[0..<n]
    }
    return bytes
}

/// Renders `text` saved as `file` in a new folder and checks what every bad input must give: exit 2,
/// a message holding each of `needles`, and no output written. Returns the folder for further checks.
@discardableResult
func expectRefusedRender(_ file: String, _ text: String, needles: [String]) -> String {
    let folder = makeFolder()
    writeFile("\(folder)/\(file)", text)
    let (code, stderr, _) = runCLI(["render", "\(folder)/\(file)", "-o", "\(folder)/out.png"])
    #expect(code == 2)
    for needle in [file + ":"] + needles { #expect(stderr.contains(needle), "message lacks \"\(needle)\": \(stderr)") }
    #expect(!fileExists("\(folder)/out.png"))
    return folder
}
