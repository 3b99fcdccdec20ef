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

    /// Runs `body` holding an exclusive lock on `path.lock` (flock), so that processes of the
    /// command that write the same file take turns; returns `false` without running it when the
    /// lock file cannot be opened (a directory that cannot be written).
    static func withLock(on path: String, _ body: () -> Bool) -> Bool {
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return false }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { return false }
        }
        return body()
    }

    /// Replaces `path` with what `write` puts into `temporary` (a name beside it, of the caller's
    /// process), renaming it over `path`: readers and a kill midway see the old file or the new
    /// one, never a part. On failure the temporary is removed and `path` stays as it was.
    static func replace(_ path: String, through temporary: String, _ write: (String) -> Bool) -> Bool {
        guard write(temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
