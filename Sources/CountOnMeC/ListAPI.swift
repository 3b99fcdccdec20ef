import CountOnMe

/// The lists `countonme_context_list` gives, by their C constants (`COUNTONME_LIST_*`).
private enum List: Int32 {
    case functions = 0, constants, currencies, languages, variables

    /// The list's items for `calculator`; throws `outOfMemory` when ICU fails to read the names.
    func items(of calculator: Calculator) throws(CalculationError) -> [String] {
        switch self {
        case .functions: return try calculator.locale.functionNames()
        case .constants: return CalculatorLocale.constantNames.sorted()
        case .currencies: return calculator.exchangeRates?.currencies ?? []
        case .languages:
            guard let languages = CalculatorLocale.messageLanguages else { throw CalculationError.outOfMemory() }
            return languages
        case .variables: return calculator.variableNames
        }
    }
}

/// `countonme_context_list` (see include/countonme.h).
@_cdecl("countonme_context_list")
public func countonme_context_list(_ context: OpaquePointer?, _ list: Int32,
                                   _ items: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
                                   _ count: UnsafeMutablePointer<Int32>?) -> Int32 {
    // A const call: it leaves the error record alone.
    guard let handle = ContextHandle.from(context), let items, let list = List(rawValue: list) else { return Status.invalidArgument }
    do {
        return CText.deliver(try list.items(of: handle.calculator), to: items, count: count)
    } catch {
        return error.code.rawValue
    }
}
