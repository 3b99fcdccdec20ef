import CountOnMe

/// The lists `countonme_context_list` gives, by their C constants (`COUNTONME_LIST_*`).
private enum List: Int32 {
    case functions = 0, constants, currencies, languages, variables

    /// The list's items for `calculator`.
    func items(of calculator: Calculator) -> [String] {
        switch self {
        case .functions: calculator.locale.functionNames
        case .constants: CalculatorLocale.constantNames.sorted()
        case .currencies: calculator.exchangeRates?.currencies ?? []
        case .languages: CalculatorLocale.messageLanguages
        case .variables: calculator.variableNames
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
    return CText.deliver(list.items(of: handle.calculator), to: items, count: count)
}
