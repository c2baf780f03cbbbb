import Foundation
import TableStyleYAMLNodes

/// Which theme a source is, for cycle detection across files.
enum ThemeSourceIdentity: Hashable, Sendable {
    case file(String)
    case inCode(String)
    case bundled(String)
    /// Source `index` of a compiled theme (see ``CompiledThemeFile``) loaded as `of`.
    case compiled(of: String, index: Int)

    /// A stable text for the identity, to name the compiled theme a source came from.
    var description: String {
        switch self {
        case .file(let path): return "file:" + path
        case .inCode(let name): return "code:" + name
        case .bundled(let name): return "bundled:" + name
        case .compiled(let of, let index): return "compiled:\(index):" + of
        }
    }
}

/// A theme's text (or file to read) and where `extends` looks first.
struct ThemeSource: Sendable {
    var identity: ThemeSourceIdentity
    var file: String
    var folder: String?
    /// The text, or `nil` to read ``file`` from disk.
    var text: String?
    /// The documents already parsed (a compiled theme's or a bundled theme's), read instead of ``text``.
    var documents: [YAMLNode]?
    /// For a source of a compiled theme: the rest of its chain, where its `extends` is found.
    var compiledParents: ArraySlice<CompiledThemeFile.Source>?

    init(identity: ThemeSourceIdentity, file: String, folder: String?, text: String?) {
        self.identity = identity
        self.file = file
        self.folder = folder
        self.text = text
    }

    init(fileAt path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(
            identity: .file(url.standardizedFileURL.path), file: path,
            folder: url.deletingLastPathComponent().path, text: nil)
    }

    init(text: String, file: String) {
        if file.hasPrefix("<") {
            self.init(identity: .inCode(file), file: file, folder: nil, text: text)
        } else {
            let url = URL(fileURLWithPath: file)
            self.init(
                identity: .file(url.standardizedFileURL.path), file: file,
                folder: url.deletingLastPathComponent().path, text: text)
        }
    }
}

extension ThemeSource {
    /// The first source of a compiled chain, whose `extends` is found among the sources after it.
    ///
    /// - Parameters:
    ///   - chain: The sources, this one first.
    ///   - compiledFile: The identity of the source that holds the chain (keeps identities distinct).
    init(compiledChain chain: ArraySlice<CompiledThemeFile.Source>, compiledFile: ThemeSourceIdentity) {
        let index = chain.startIndex
        self.init(
            identity: .compiled(of: compiledFile.description, index: index), file: chain[index].file, folder: nil,
            text: nil)
        documents = chain[index].documents
        compiledParents = chain.dropFirst()
    }
}
