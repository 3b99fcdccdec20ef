/// How an ICU locale writes numbers: its grouping, separators, minus sign, digits and exponent.
struct ICUNumberStyle: NumberStyle {
    let data: ICULocaleData

    func format(_ number: DecimalNumber, notation: Notation) -> String {
        // Exact digits go to ICU as a decimal string, so no digit is lost to a binary double.
        data.format(decimal: number.scientificString, notation: notation)
            ?? PlainNumberStyle().format(number, notation: notation)
    }
}
