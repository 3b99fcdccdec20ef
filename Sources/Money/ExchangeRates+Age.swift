#if canImport(Glibc)
import Glibc
#endif
import CountOnMeLocalization

extension ExchangeRates {
    /// Rates older than this many days come with a warning (the ECB publishes every working day,
    /// so four days covers a long weekend).
    public static let staleAfterDays = 4

    /// Whole days between the rates' date and the day of `now` (UTC), or `nil` for a malformed
    /// date.
    public func age(now: Int = Int(time(nil))) -> Int? {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var moment = tm()
        moment.tm_year = Int32(clamping: parts[0] - 1900)
        moment.tm_mon = Int32(clamping: parts[1] - 1)
        moment.tm_mday = Int32(clamping: parts[2])
        return (now - Int(timegm(&moment))) / 86_400
    }

    /// The warning a result in money from these rates carries when they are stale, else `nil`.
    public func stalenessWarning(now: Int = Int(time(nil))) -> Message? {
        guard let age = age(now: now), age > Self.staleAfterDays else { return nil }
        return Message(.exchangeRatesOld, [.text(date), .integer(age)])
    }
}
