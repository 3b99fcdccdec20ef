#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Where the command keeps its files, after the XDG base-directory rules.
enum UserFiles {
    /// `$variable/countonme/name` when the variable holds an absolute path, else
    /// `$HOME/homeFallback/countonme/name`; `nil` when neither is set.
    static func path(_ variable: String, homeFallback: String, name: String) -> String? {
        let environment = LocaleResolution.environmentVariable
        if let base = environment(variable), base.hasPrefix("/") { return base + "/countonme/" + name }
        if let home = environment("HOME"), !home.isEmpty { return home + "/" + homeFallback + "/countonme/" + name }
        return nil
    }

    /// Creates the directories on the way to `path` (mkdir -p); failures show when the file is written.
    static func makeParentDirectories(of path: String, mode: mode_t) {
        var directory = ""
        for component in path.split(separator: "/").dropLast() {
            directory += "/" + component
            _ = mkdir(directory, mode)
        }
    }
}
