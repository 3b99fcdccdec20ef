#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CurlBridge
import CountOnMe

/// `countonme rates`: the exchange rates in use, and `rates update` to download the daily file.
struct RatesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rates", abstract: CommandText.abstractRates(), discussion: CommandText.discussionRates(),
                             subcommands: [UpdateRatesCommand.self])
    }

    @OptionGroup var rates: RatesFileOption
    @OptionGroup var locale: LocaleOptions

    func run() throws {
        let calculator = Calculator(locale: try locale.calculatorLocale)
        if let problem = ExchangeRateFiles.load(option: rates.rates, into: calculator) { throw ValidationError(problem) }
        guard let loaded = calculator.exchangeRates else {
            ErrorReport.complain(calculator.locale.messages.text(for: Message(.noExchangeRates)))
            throw ExitCode(1)
        }
        printLine(CommandText.ratesListingHeader(.text(loaded.date)))
        for code in loaded.currencies where code != "EUR" {
            let text = loaded.rateText(from: "EUR", to: code) ?? ""
            printLine("  \(code) \((try? calculator.locale.format(plainNumber: text)) ?? text)")
        }
    }
}

/// `countonme rates update [URL]`: downloads the ECB's daily reference rates, validates them,
/// and replaces the cache atomically: a failed, partial or invalid download leaves the previous
/// file exactly as it was.
struct UpdateRatesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "update", abstract: CommandText.abstractRatesUpdate())
    }

    /// The European Central Bank's daily reference rates.
    static let defaultURL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"

    @Argument(help: ArgumentHelp(CommandText.argumentURL()))
    var url: String = UpdateRatesCommand.defaultURL

    @Option(help: ArgumentHelp(CommandText.optionTimeout()))
    var timeout = WholeNumberArgument(20)

    @OptionGroup var locale: LocaleOptions

    func run() throws {
        let calculator = Calculator(locale: try locale.calculatorLocale)
        guard let cache = ExchangeRateFiles.cachePath else {
            // The environment's fault, not the command line's: a failure (1), not bad usage.
            ErrorReport.complain(CommandText.ratesNoCache())
            throw ExitCode(1)
        }
        let text: String
        switch Download.fetch(url, timeoutSeconds: timeout.value) {
        case .success(let body): text = body
        case .failure(let reason):
            throw failure(reason, cache: cache)
        }
        // Validate before anything is written: a bad file never replaces a good one.
        do {
            try calculator.loadExchangeRates(ecbXML: text)
        } catch {
            throw failure(calculator.message(for: error), cache: cache)
        }
        guard Download.replaceAtomically(cache, with: text) else {
            throw failure(CommandText.ratesCannotWrite(.text(cache)), cache: cache)
        }
        let count = (calculator.exchangeRates?.currencies.count ?? 1) - 1   // the euro is not a rate
        printLine(CommandText.ratesUpdated(.text(calculator.exchangeRates?.date ?? ""), .integer(count), .text(cache)))
    }

    /// Reports a failed update with `reason`, saying what the cache still holds (the date of its
    /// rates) or that there is none yet; returns the exit status to throw.
    private func failure(_ reason: String, cache: String) -> ExitCode {
        let cached = Calculator(locale: .posix)
        if (try? cached.loadExchangeRates(contentsOf: cache)) != nil, let date = cached.exchangeRates?.date {
            ErrorReport.complain(CommandText.ratesUnchanged(.text(reason), .text(date)))
        } else {
            ErrorReport.complain(CommandText.ratesNothingCached(.text(reason)))
        }
        return ExitCode(1)
    }
}

/// HTTP(S) downloads with libcurl, and atomic file replacement.
enum Download {
    enum Outcome {
        case success(String)
        case failure(String)
    }

    /// The body at `url`, or why there is none (HTTP status, network error, time-out).
    static func fetch(_ url: String, timeoutSeconds: Int) -> Outcome {
        var body: UnsafeMutablePointer<CChar>?
        var length = 0
        var status = 0
        var reason = [CChar](repeating: 0, count: 256)
        let result = curlbridge_fetch(url, timeoutSeconds, largestFile, &body, &length, &status, &reason, reason.count)
        guard result == 0, let body else {
            return .failure(failureText(Int(result), url: url, timeoutSeconds: timeoutSeconds, reason: String(filledBuffer: reason)))
        }
        defer { free(body) }
        guard status == 200 || status == 0 else { return .failure(CommandText.ratesHTTPStatus(.integer(status))) }
        return .success(String(decoding: UnsafeRawBufferPointer(start: body, count: length), as: UTF8.self))
    }

    /// The largest rates file downloaded (16 MiB; the ECB's daily file is about 2 KiB).
    static let largestFile = 16 << 20

    /// Why a download failed, in the user's language (libcurl's own words only as the detail of
    /// a failure no other message names).
    private static func failureText(_ failure: Int, url: String, timeoutSeconds: Int, reason: String) -> String {
        switch failure {
        case Int(CURLBRIDGE_NO_LIBRARY.rawValue): CommandText.ratesNeedsCurl()
        case Int(CURLBRIDGE_TIMED_OUT.rawValue): CommandText.ratesTimeout(.integer(max(timeoutSeconds, 1)))
        case Int(CURLBRIDGE_HOST_NOT_FOUND.rawValue): CommandText.ratesHostNotFound(.text(url))
        case Int(CURLBRIDGE_CANNOT_CONNECT.rawValue): CommandText.ratesCannotConnect(.text(url))
        case Int(CURLBRIDGE_SECURE_CONNECTION.rawValue): CommandText.ratesSecureConnection(.text(url))
        case Int(CURLBRIDGE_TOO_LARGE.rawValue): CommandText.ratesTooLarge(.integer(largestFile >> 20))
        case Int(CURLBRIDGE_INVALID_URL.rawValue): CommandText.ratesInvalidURL(.text(url))
        default: CommandText.ratesDownloadFailed(.text(reason))
        }
    }

    /// Writes `text` to a temporary file beside `path`, flushes it, and renames it over `path`:
    /// readers see the old file or the new one, never a part.
    static func replaceAtomically(_ path: String, with text: String) -> Bool {
        UserFiles.makeParentDirectories(of: path, mode: 0o755)
        return UserFiles.replace(path, through: path + ".download-\(getpid())") { temporary in
            guard let file = fopen(temporary, "wb") else { return false }
            let bytes = Array(text.utf8)
            let written = fwrite(bytes, 1, bytes.count, file)
            let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
            fclose(file)
            return written == bytes.count && flushed
        }
    }
}
