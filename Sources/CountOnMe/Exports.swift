// The public API of every layer of the engine, under one name.
@_exported import CountOnMeNumbers
@_exported import CountOnMeLocalization
@_exported import CountOnMeMoney
@_exported import CountOnMeExpressions
@_exported import CountOnMeKeypad
