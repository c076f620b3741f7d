import CommandLineSupport
import Files
import ArgumentParser
import BuiltInComponents
import DescriptionFormat
import SceneBuilding
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PNGCodec
import Parallel
import Pixelproof
import Synchronization
import Typesetting

/// `pixelproof render FILE... [-o OUT | --out-dir DIR] [--scale N] [--format png|svg] [--fonts DIR]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render description files (YAML or JSON) to PNG or SVG.",
        discussion: """
        Several files render in parallel on all cores; the bytes are the same as rendering them one at a time. A bad file is reported with file:line:col and key path and nothing is written for it (an existing output is left untouched); the other files still render and the run exits 2.
        """)

    @Argument(help: "Description files (.yaml, .yml, .json); - reads one from standard input (with -o).")
    var files: [String]

    @Option(name: .customLong("format-in"), help: "The grammar of a description on standard input: yaml or json.")
    var formatIn: InputFormat = .yaml

    @Option(name: .shortAndLong, help: "Output file (only with one input).")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Output folder: each input's name with .png or .svg. (default: next to the input)")
    var outDir: String?

    @Option(help: "Device pixels per logical px: 1, 2, 3 or 4. (default: the file's `scale`, else 1)")
    var scale: Int?

    @Option(help: "png or svg.")
    var format: OutputFormat = .png

    @Option(name: .customLong("fonts"), help: "Another folder of fonts (repeatable).")
    var fontFolders: [String] = []

    @Flag(help: "Do not print notes such as a stand-in font being used.")
    var quiet = false

    @Flag(help: "Leave out, with a warning each, the tokens of a tokens file that Pixelproof cannot honour, instead of stopping.")
    var lenient = false

    @OptionGroup var variantFlags: VariantFlags

    @OptionGroup var stringsFlags: StringsFlags

    enum OutputFormat: String, ExpressibleByArgument { case png, svg }
    enum InputFormat: String, ExpressibleByArgument { case yaml, json }

    func validate() throws {
        try ScaleOption.validate(scale)
        if output != nil && files.count > 1 { throw ValidationError("-o names one output file; with several inputs use --out-dir") }
        if output != nil && outDir != nil { throw ValidationError("give either -o or --out-dir, not both") }
        if files.contains("-") && (files.count > 1 || output == nil) {
            throw ValidationError("- reads one description from standard input; give it alone, with -o OUT.png")
        }
    }

    func run() throws {
        let fonts = try FontFolderOption.registry(fontFolders)
        if !quiet { fonts.diagnostics.setHandler { Console.error("pixelproof: \($0)") } }
        var configured = Renderer(scale: scale, fonts: fonts)
        configured.strings = try stringsFlags.catalogPath(folders: Array(Set(files.filter { $0 != "-" }.map(FilePath.parentFolder(of:)))).sorted())
        let renderer = configured
        if let outDir { try FilePath.createFolder(outDir) }
        let variant = try variantFlags.assignment()
        let jobs = files.map { RenderJob(input: $0, output: outputPath(for: $0), stdinFormat: formatIn, lenient: lenient, variant: variant) }
        let failures = ParallelRunner.run(jobs, progressLabel: "rendering") { job in
            try job.render(with: renderer, format: format)
        }
        for (job, error) in failures { Console.error("\(error)" + (job.isNamed(by: error) ? "" : " (while rendering \(job.input))")) }
        if !failures.isEmpty { throw ExitCode(2) }
        if stringsFlags.finish(renderer.coverage) { throw ExitCode(1) }
    }

    func outputPath(for input: String) -> String {
        if let output { return output }
        let folder = outDir ?? FilePath.parentFolder(of: input)
        return folder + "/" + FilePath.stem(of: input) + "." + format.rawValue
    }
}

struct RenderJob: Sendable {
    var input: String
    var output: String

    var stdinFormat: RenderCommand.InputFormat = .yaml
    var lenient = false
    /// The command line's text size, direction and pseudo-locale, over the document's.
    var variant = VariantAssignment(values: [])

    /// The file name a description's errors give: the path, or `stdin.yaml` for standard input.
    var sourceName: String { input == "-" ? "stdin.\(stdinFormat.rawValue)" : input }

    /// Whether `error` already says which file it is about, so the message needs no
    /// "(while rendering …)": a description's errors name their file, a file error its path.
    func isNamed(by error: any Error) -> Bool {
        switch error {
        case let error as DescriptionError: return error.file == sourceName
        case let errors as DescriptionErrors: return errors.errors.allSatisfy { $0.file == sourceName }
        case let error as FileError: return error.path == sourceName
        default: return false
        }
    }

    func render(with renderer: Renderer, format: RenderCommand.OutputFormat) throws {
        let document: Document
        if input == "-" {
            // Named by its grammar so messages read "stdin.json:3:14: …"; paths start at the current folder.
            let bytes = try AtomicFile.readStream("/dev/stdin", maxBytes: DescriptionLimits.default.maxFileBytes)
            document = try DescriptionFile.load(bytes: bytes, file: sourceName, directory: ".", scale: renderer.scale, variant: variant,
                                                tokenOptions: TokenFile.Options(lenient: lenient), warn: { Console.error($0) })
        } else {
            document = try DescriptionFile.load(input, scale: renderer.scale, variant: variant, tokenOptions: TokenFile.Options(lenient: lenient),
                                                warn: { Console.error($0) })
        }
        try renderer.write(document, to: output, as: format == .png ? .png : .svg)
    }
}

/// Runs independent jobs on all cores (each job writes only its own output, so the bytes do not
/// depend on the order), with a progress line on stderr when it is a terminal and there are many.
enum ParallelRunner {
    static func run<Job: Sendable>(_ jobs: [Job], progressLabel: String,
                                   _ body: @escaping @Sendable (Job) throws -> Void) -> [(Job, any Error)] {
        let done = Atomic<Int>(0)
        let showProgress = jobs.count >= 8 && Console.stderrIsTerminal
        let outcomes = Parallel.map(jobs.count) { i -> (any Error)? in
            defer {
                let finished = done.add(1, ordering: .relaxed).newValue
                if showProgress { Console.progress("\(progressLabel) \(finished)/\(jobs.count)") }
            }
            do { try body(jobs[i]); return nil } catch { return error }
        }
        if showProgress { Console.progress("") }
        return zip(jobs, outcomes).compactMap { job, error in error.map { (job, $0) } }
    }
}
