#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Where the command finds exchange rates: `--rates FILE`, else `$COUNTONME_RATES`, else the cache
/// `$XDG_CACHE_HOME/countonme/eurofxref-daily.xml` (default `~/.cache/countonme/…`), which
/// `countonme rates update` fills.
enum ExchangeRateFiles {
    /// The cache file, or `nil` when neither `XDG_CACHE_HOME` nor `HOME` is set.
    static var cachePath: String? {
        UserFiles.path("XDG_CACHE_HOME", homeFallback: ".cache", name: "eurofxref-daily.xml")
    }

    /// The file to read rates from, by the order above; `nil` when none is named or cached.
    static func path(option: String?) -> String? {
        if let option { return option }
        if let variable = LocaleResolution.environmentVariable("COUNTONME_RATES"), !variable.isEmpty { return variable }
        guard let cache = cachePath, access(cache, R_OK) == 0 else { return nil }
        return cache
    }

    /// Loads the rates named by `option` (or found) into `calculator`. Returns an error message
    /// for a named file that cannot be read or is invalid; a missing cache is not an error.
    static func load(option: String?, into calculator: Calculator) -> String? {
        guard let path = path(option: option) else { return nil }
        do {
            try calculator.loadExchangeRates(contentsOf: path)
            return nil
        } catch {
            return calculator.message(for: error)
        }
    }
}
